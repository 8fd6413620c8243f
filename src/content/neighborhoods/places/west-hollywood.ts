import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'west-hollywood',
  name: 'West Hollywood',
  region: 'Westside',
  businessCount: 6200,
  population: 35800,
  populationSource: 'census-2020',
  searchCompetition: 'very high',
  knownFor:
    "An independent city known for the Sunset Strip's music clubs, the showrooms of its Design District and Santa Monica Boulevard's LGBTQ nightlife, home of the annual WeHo Pride.",
  keyIndustries: [
    'Nightlife & Bars',
    'Restaurants',
    'Hotels & Hospitality',
    'Interior Design',
    'Beauty & Med Spas',
    'Fashion Retail',
    'Entertainment',
    'Healthcare',
  ],
  competitiveLandscape:
    'West Hollywood covers less than two square miles but is packed with salons, med spas, restaurants and design showrooms that share audiences with Beverly Hills and Hollywood. Visitors search with terms like "WeHo" and "Sunset Strip" while residents search by service, and businesses that cover only one vocabulary miss half the demand. Aesthetics and med spa keywords here are among the most contested in Los Angeles.',
  localLandmarks: [
    'Sunset Strip',
    'Pacific Design Center',
    'Schindler House',
    'West Hollywood Park',
    'Rainbow crosswalks at Santa Monica and San Vicente',
  ],
  notableBusinesses: [
    'Chateau Marmont',
    'Whisky a Go Go',
    'The Troubadour',
    'The Comedy Store',
    "Barney's Beanery",
  ],
  conversionTips: [
    'Use both "West Hollywood" and "WeHo" naturally in page titles, Google posts and review replies; locals and visitors use both.',
    'Give specific parking guidance, such as the city-run garage at West Hollywood Park, because permit-only residential streets turn drivers away.',
    'Plan content around the event calendar: WeHo Pride, the Halloween Carnaval and Sunset Strip shows bring surges of out-of-town searches.',
    'Add the LGBTQ+ friendly attribute to your Google Business Profile and show an inclusive team in your photos; many WeHo searchers look for both.',
  ],
  heroIntro:
    'In West Hollywood, the search that matters might come at midnight on the Sunset Strip, from a designer hunting for a Melrose Avenue showroom, or from a neighbor on Fountain Avenue who wants a barber within walking distance.',
  localPicture: [
    "Three corridors do most of the work. The Sunset Strip, the stretch of Sunset Boulevard between Havenhurst Drive and Sierra Drive, mixes music venues, comedy clubs, hotels and rooftop bars under its famous billboards. Santa Monica Boulevard through the Rainbow District is the city's main street, with bars, restaurants, gyms and salons that stay busy long after dinner. The Design District on Melrose Avenue, Robertson Boulevard and Beverly Boulevard surrounds the Pacific Design Center, and the east side near La Brea and Fairfax mixes the West Hollywood Gateway's big-box stores with long-standing neighborhood shops.",
    'The customers are as varied as the streets. Most residents rent, a large share belong to the LGBTQ+ community, and gyms, brunch spots and personal services live on repeat neighbors. The east side is home to a long-established Russian-speaking community, many of them older residents near Plummer Park, and Russian-language searches for clinics, pharmacies and groceries are part of daily demand. Interior designers and architects from across the region come for trade-only showrooms, and guests of the hotels along the Strip fill restaurants, nightlife and salon chairs.',
    'The calendar is crowded. WeHo Pride fills West Hollywood Park and Santa Monica Boulevard in late May or early June, the Halloween Carnaval returned in 2023 after three canceled years, and awards season brings parties along with visiting stylists, makeup artists and publicists. There is no Metro rail station in the city, so people arrive by car, rideshare or the buses on Santa Monica and Sunset Boulevards, and on busy nights valet stands and garages decide where they end up.',
  ],
  strategy: [
    {
      title: "Match your profile to your corridor's clock",
      description:
        'A Strip venue, a Rainbow District bar and a Design District showroom keep very different hours. Set special hours for Pride weekend, Halloween and holidays, add events to your Business Profile, and post evening photos if evening is when customers see you.',
    },
    {
      title: 'Write for the design trade and for neighbors',
      description:
        'Design District firms need project-focused pages that architects and designers search, such as custom upholstery, lighting or to-the-trade showrooms. Neighborhood services need plain pages, and in some cases Russian-language versions, for east-side residents around Plummer Park.',
    },
    {
      title: "Get on WeHo's civic and nightlife calendars",
      description:
        "The city's event listings, WeHo Pride partners, the West Hollywood Chamber of Commerce, Visit West Hollywood and outlets such as WEHOville and WeHo Times send both links and customers. Supporting a Pride program or a Plummer Park community event builds lasting mentions.",
    },
    {
      title: 'Measure event spikes against ordinary weeks',
      description:
        'Compare calls, reservations and bookings during Pride, Halloween and awards season with ordinary weeks, and tag links from hotel concierges and event partners. If event surges bring no repeat customers, shift effort toward the resident searches that fill weekday appointments.',
    },
  ],
  localQuestion: {
    question: 'Can my West Hollywood cannabis lounge or dispensary rely on Google at all?',
    answer:
      "It can, just not through ads. West Hollywood was among the first cities in the country to license on-site cannabis consumption lounges, and its dispensaries compete for the same visitors and residents. Google's advertising policies do not allow ads for cannabis products, so the work falls on your Business Profile, reviews and your own website. Keep hours, age requirements and delivery areas accurate, answer questions in reviews promptly, and earn coverage from local outlets and event partners.",
  },
  metaDescription:
    'West Hollywood SEO for salons, med spas, restaurants, bars and design showrooms. Rank for WeHo and Sunset Strip searches made by locals and by visitors.',
};

export default neighborhood;

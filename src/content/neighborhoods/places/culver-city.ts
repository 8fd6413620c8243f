import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'culver-city',
  name: 'Culver City',
  region: 'Westside',
  businessCount: 5400,
  population: 40800,
  populationSource: 'census-2020',
  searchCompetition: 'high',
  knownFor:
    "An independent city that grew up around movie studios and is now home to Sony Pictures, Amazon MGM Studios and Apple's entertainment offices, along with a busy downtown dining scene.",
  keyIndustries: [
    'Entertainment',
    'Tech & Media',
    'Restaurants',
    'Creative Agencies',
    'Healthcare',
    'Retail',
    'Real Estate',
    'Fitness',
  ],
  competitiveLandscape:
    'Culver City sits between Palms, Mar Vista and the Baldwin Hills, so businesses compete with the whole central Westside for "near me" searches. Downtown restaurants and bars chase studio and office workers at lunch and diners from across the Westside at night. B2B firms pursue studio and tech clients against vendors who market "Culver City" from elsewhere, and the Metro E Line widens the search radius toward Downtown and Santa Monica.',
  localLandmarks: [
    'Baldwin Hills Scenic Overlook',
    'Kirk Douglas Theatre',
    'Wende Museum',
    'Ballona Creek Bike Path',
    'Culver Steps',
  ],
  notableBusinesses: ['Sony Pictures Studios', 'The Culver Studios', 'The Culver Hotel', "Tito's Tacos"],
  conversionTips: [
    'Target studio and office workers with accurate weekday lunch hours, quick online ordering and clear pickup instructions.',
    'Mention the Culver City E Line station and the nearest downtown parking structure so visitors know how easy you are to reach.',
    'Create pages for the neighboring areas you serve, such as Palms, Mar Vista and Fox Hills; people there often search by those names.',
    'Tie content to shows at the Kirk Douglas Theatre and gallery openings in the Culver City Arts District to catch pre-show and art-walk traffic.',
  ],
  heroIntro:
    'Culver City customers often find you on a lunch break from a studio lot, on foot from the E Line station at Venice and Robertson, or on a Tuesday afternoon at the Main Street farmers market.',
  localPicture: [
    'Downtown Culver City, where Culver and Washington Boulevards meet around the Culver Hotel and the Culver Steps, is the dining and evening district, and the Platform and Ivy Station developments by the E Line stretch it toward the galleries of the Arts District on Washington near La Cienega. The Hayden Tract, an old industrial area remade by architect Eric Owen Moss, now houses production companies, design studios and tech offices. Sepulveda Boulevard and the Fox Hills area near the 405 handle the car-oriented shopping, auto services and medical offices.',
    'The daytime population swells with studio and tech workers: Sony Pictures Studios on Washington Boulevard, Amazon MGM Studios at The Culver Studios, Apple and a long list of post-production and streaming firms. Many of them live elsewhere and search for lunch, gyms, dry cleaning and childcare near work, while residents, including families drawn by the Culver City Unified School District, search closer to home in Carlson Park, Blair Hills and Sunkist Park. Many households speak Spanish, and West Los Angeles College students add to weekday demand.',
    "Demand follows the entertainment business more than the weather. Production starts, awards screenings and studio events shape weekday lunch and evening traffic, and Fiesta La Ballona, the city's three-day party in Veterans Memorial Park each August, brings residents out in force. Culver City runs its own Culver CityBus lines and downtown parking structures, yet rush-hour traffic on Washington, Venice and the 405 keeps many workers from lingering. The E Line puts downtown one ride from both Santa Monica and Downtown Los Angeles, so restaurants compete with both ends of the line.",
  ],
  strategy: [
    {
      title: 'Place yourself in the right Culver City district',
      description:
        "Culver City's map results shift between downtown, the Arts District and the Hayden Tract. Say which one you are in on your Business Profile, choose the categories studio and agency staff search, and show your storefront as seen from the street.",
    },
    {
      title: 'Publish pages for the walks people take',
      description:
        'Create pages for real routes: from the Culver City station to downtown, a gallery evening on Washington near La Cienega, dinner before a show at the Kirk Douglas Theatre. Each should cover the walk, the nearest parking structure and how long it takes.',
    },
    {
      title: "Earn links from Culver City's civic network",
      description:
        'The Culver City Chamber of Commerce, the Culver City Downtown Business Association, Fiesta La Ballona sponsor listings, the Culver City News and the Culver City Observer all carry local weight. Hosting an Arts District event or a school fundraiser earns coverage neighbors notice.',
    },
    {
      title: 'Watch how studio cycles change your calls',
      description:
        'Track lunch orders, event bookings and resident services separately, and note when production slows. The 2023 writers and actors strikes showed how quickly studio-driven weekday traffic can vanish; call and booking data should warn you early and show which residents keep coming.',
    },
  ],
  localQuestion: {
    question: 'Will E Line riders actually find my downtown Culver City restaurant?',
    answer:
      'They can, if you make the walk obvious. The Culver City station sits at Venice and Robertson Boulevards, a short walk from downtown, and the E Line runs straight to Santa Monica in one direction and Downtown Los Angeles in the other. Riders usually plan with Google Maps, so make sure your pin sits on your real entrance, your profile mentions the station, and your website gives the walking route from the platform.',
  },
  metaDescription:
    'Culver City SEO for restaurants, studios, agencies and local services. Compete across the central Westside and win the searches around downtown Culver City.',
};

export default neighborhood;

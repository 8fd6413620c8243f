import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'santa-monica',
  name: 'Santa Monica',
  region: 'Westside',
  businessCount: 11800,
  // 2020 census: 93,076.
  population: 93100,
  populationSource: 'census-2020',
  searchCompetition: 'very high',
  knownFor:
    'A beach city known for the Santa Monica Pier and Third Street Promenade, a cluster of tech and media companies, and a walkable downtown served by the Metro E Line.',
  keyIndustries: [
    'Tech & Startups',
    'Hotels & Hospitality',
    'Restaurants',
    'Healthcare',
    'Fitness & Wellness',
    'Retail',
    'Real Estate',
    'Entertainment',
  ],
  competitiveLandscape:
    "Near the beach, local businesses compete with chains, hotels and booking sites for millions of visitors a year. Professional services face well-funded startups and agencies that target \"Santa Monica\" keywords, and medical practices near Providence Saint John's and UCLA Health's Santa Monica hospital compete across the Westside. Searches split between visitors on foot near the pier and residents looking for services all over the city.",
  localLandmarks: [
    'Santa Monica Pier',
    'Third Street Promenade',
    'Palisades Park',
    'Tongva Park',
    'Bergamot Station Arts Center',
  ],
  notableBusinesses: [
    'RAND Corporation',
    "Providence Saint John's Health Center",
    'Fairmont Miramar Hotel & Bungalows',
    'Santa Monica College',
  ],
  conversionTips: [
    'Split pages for visitors and residents: tourists search "near the pier" on foot, while locals search by service across Ocean Park, Sunset Park and North of Montana.',
    'Point drivers to the nearest downtown public parking structure, and transit riders to the Downtown Santa Monica, 17th St/SMC or 26th St/Bergamot E Line stations.',
    'Make booking easy for international visitors, who often plan from their hotel rooms, and list the languages your staff speaks.',
    'Highlight sustainability and bike access where they are genuine; many Santa Monica residents choose businesses on those grounds.',
  ],
  heroIntro:
    'In Santa Monica, getting found means reaching the hotel guest on Ocean Avenue who wants dinner tonight and the Sunset Park family picking a dentist they will keep for years. Same city, two very different searches.',
  localPicture: [
    'Business here runs along a handful of distinct strips, and each draws its own crowd. Downtown, the Third Street Promenade pulls shoppers and hotel guests. Main Street in Ocean Park mixes surf shops, cafés and a Sunday farmers market crowd, while Montana Avenue, roughly between 7th and 17th Streets, serves North of Montana households with boutiques and salons. Wilshire and Pico carry the everyday trades, and the offices near Bergamot Station and along Olympic Boulevard fill weekday lunch counters.',
    'The beach sets the calendar. Visitor searches build from late spring through Labor Day, when day-trippers ride the E Line to the pier at the end of Route 66; residents reclaim their favorite tables in the cooler months. The Wednesday farmers market on Arizona Avenue, where many Westside chefs shop, makes midweek mornings busy downtown, and Santa Monica College semesters bring a younger crowd to Pico Boulevard. Travelers from Europe, Asia and Latin America often plan in their own languages, so a menu or booking page in Spanish, French or Mandarin reaches people other listings miss.',
    "Getting here shapes the choice. The city runs the downtown parking structures along 2nd and 4th Streets, beach lots charge more on summer weekends, and meters on Montana and Main are closely watched, so drivers favor businesses that say where to leave the car. Many residents skip the car for the Big Blue Bus, the E Line or a bike, and search within a few blocks of home. Santa Monica's long-standing rent control also keeps many renters in place for years, so a loyal neighborhood clientele is worth as much as a summer of visitors.",
  ],
  strategy: [
    {
      title: 'Tie your listing to your own district',
      description:
        'Map results here shift block by block. Name your district, whether Downtown, Ocean Park, Montana Avenue or Pico, in your Business Profile description, choose precise categories, and add photos that show your storefront and the nearest parking structure or E Line station.',
    },
    {
      title: 'Build pages around pier days and market days',
      description:
        'Write for what visitors search from a hotel room, such as a sunset dinner near the pier or a rainy-day plan, and separately for residents: service areas like Sunset Park and North of Montana, and hours that match the Wednesday market rush.',
    },
    {
      title: "Get listed by the city's own organizations",
      description:
        "Local authority comes from Santa Monica's own network: Santa Monica Travel & Tourism, Downtown Santa Monica, Inc., the chamber of commerce, the Main Street and Montana Avenue merchant groups, and SMC student media when you host an event open to students.",
    },
    {
      title: 'Track which crowd actually calls and books',
      description:
        'Tag Business Profile, concierge and website links separately, and compare calls and bookings in summer against January. If visitor traffic converts poorly while residents keep booking all winter, shift effort toward the Wilshire and Montana service searches that pay year-round.',
    },
  ],
  localQuestion: {
    question: 'My shop is on Main Street near the Venice line. Should I try to rank for Venice searches too?',
    answer:
      'Yes, within reason. Main Street runs straight from Ocean Park across the city line into Venice, and people walking it rarely notice where Santa Monica ends. Google weighs how close you are to the person searching, so a shopper standing near Rose Avenue may well see you. Keep Santa Monica as your main focus, add one honest page for Venice shoppers with walking directions, and mention Venice landmarks naturally in posts instead of stuffing the name into your listing.',
  },
  metaDescription:
    'Santa Monica SEO for restaurants, practices, startups and shops. Reach both beach visitors and Westside residents with local and organic search that converts.',
};

export default neighborhood;

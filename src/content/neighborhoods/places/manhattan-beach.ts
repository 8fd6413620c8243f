import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'manhattan-beach',
  name: 'Manhattan Beach',
  region: 'South Bay & Harbor',
  businessCount: 3300,
  population: 35500,
  populationSource: 'census-2020',
  searchCompetition: 'high',
  knownFor:
    'An affluent beach city known for its pier and Roundhouse Aquarium, beach volleyball, The Strand and a walkable downtown of restaurants and boutiques.',
  keyIndustries: [
    'Real Estate',
    'Restaurants',
    'Fitness & Wellness',
    'Healthcare',
    'Financial Services',
    'Boutique Retail',
    'Home Services',
    'Education & Tutoring',
  ],
  competitiveLandscape:
    'Manhattan Beach is small but wealthy, so real estate agents, med spas, dentists, financial advisors and contractors compete hard for a limited audience, often against firms from Hermosa Beach, Redondo Beach and El Segundo. Homeowners search for premium services and check reviews closely. Downtown restaurants compete with the other Beach Cities for weekend visitors.',
  localLandmarks: ['Manhattan Beach Pier', 'Roundhouse Aquarium', 'The Strand', 'Sand Dune Park', 'Polliwog Park'],
  notableBusinesses: ['Skechers', 'The Kettle', "Uncle Bill's Pancake House", 'Manhattan Beach Studios'],
  conversionTips: [
    'Position on quality, not price: emphasize experience, credentials and results for an affluent audience.',
    'Parking near the pier and downtown is tight, so point visitors to the public lots and structures and mention the walk from The Strand.',
    'Write for families; youth sports, tutoring, pediatric care and kid-friendly dining are constant searches.',
    'Cover all three Beach Cities in your content, because residents of Manhattan, Hermosa and Redondo shop across them.',
  ],
  heroIntro:
    'Manhattan Beach searches are hyperlocal: a Tree Section homeowner comparing architects, a family leaving a Mira Costa game, a visitor on Manhattan Avenue wanting brunch within a walk of the pier. Each expects answers about this town specifically.',
  localPicture: [
    'Business in Manhattan Beach happens in two very different settings. Downtown, the blocks of Manhattan Avenue, Highland Avenue and Manhattan Beach Boulevard above the pier, with Metlox Plaza at their center, hold restaurants, boutiques and studios that live on foot traffic and scarce metered parking. Inland, Sepulveda Boulevard and Rosecrans Avenue carry drive-to commerce: the Manhattan Village shopping center, medical and dental offices, banks, and service firms that work across the South Bay.',
    'Residents describe their town by section: the Sand Section with its walk streets, the Hill Section, the Tree Section and East Manhattan Beach, and buyers, agents and builders search with those names. Many households are families drawn by the Manhattan Beach Unified School District, so the school calendar decides when residents are in town and when they are away. On weekdays, office and production staff along Rosecrans, around the studio lot and the Skechers campus, add lunch and after-work demand.',
    "Summer is high season: the Strand, the pier and the downtown lots fill, and each August the Manhattan Beach Open, one of the oldest professional beach volleyball tournaments, sets up beside the pier. The Hometown Fair in October and holiday shopping downtown bring residents back out. The city has no rail stop of its own; the nearest, the K Line's Douglas station, sits just north of Rosecrans Avenue in El Segundo, so nearly every customer arrives by car, bike or on foot.",
  ],
  strategy: [
    {
      title: 'Win the few blocks around the pier',
      description:
        'Downtown map results are crowded, because dozens of restaurants and shops cluster within a short walk of the pier. Keep menus, seasonal hours and photos current on your Google Business Profile, and set special hours for Manhattan Beach Open weekend.',
    },
    {
      title: 'Write pages section by section',
      description:
        'Agents, architects, builders and landscapers should give each section they work in its own page, from the Sand Section to East Manhattan Beach, covering what differs there, such as walk-street access, lot sizes and typical remodels, with projects you have completed nearby.',
    },
    {
      title: 'Be named where residents already look',
      description:
        'Support the Manhattan Beach Education Foundation or a youth league, join the downtown business association if you are on Manhattan Avenue, and offer stories to Easy Reader and the Daily Breeze. Residents read those sources, and their links tie your name to the city.',
    },
    {
      title: 'Count consultations, not clicks',
      description:
        'A Manhattan Beach client may read for weeks before calling once. Track calls and form requests from each section page, ask every new client which section they live in, and judge the work by booked consultations and signed projects rather than by traffic totals.',
    },
  ],
  localQuestion: {
    question: 'Is a downtown address worth the rent for ranking in Manhattan Beach searches?',
    answer:
      "Usually not. The city is small, so an office on Sepulveda or Rosecrans is still close to nearly every resident, and Google's map results weigh relevance and reviews alongside distance. A downtown storefront pays off for restaurants and shops that depend on people already walking near the pier. For a dentist, advisor or contractor, an inland office with its own parking often earns better reviews, because clients mention how easy the visit was.",
  },
  metaDescription:
    'Manhattan Beach SEO for real estate agents, practices, restaurants and home services. Win over affluent Beach Cities searchers who compare very carefully.',
};

export default neighborhood;

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
    'Tie content to the Kirk Douglas Theatre season and gallery openings in the Culver City Arts District to catch pre-show and art-walk traffic.',
  ],
  metaDescription:
    'Culver City SEO for restaurants, studios, agencies and local services. Compete across the central Westside and win the searches around downtown Culver City.',
};

export default neighborhood;

import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'hollywood',
  name: 'Hollywood',
  region: 'Central LA',
  businessCount: 9800,
  population: 85000,
  populationSource: 'estimate',
  searchCompetition: 'very high',
  knownFor:
    'The historic home of the film and music industries, known for the Walk of Fame, classic movie palaces and nightlife, and for drawing millions of visitors to Hollywood Boulevard every year.',
  keyIndustries: [
    'Entertainment',
    'Post-Production',
    'Hotels & Hospitality',
    'Restaurants',
    'Nightlife',
    'Tourist Attractions',
    'Music Production',
    'Real Estate',
  ],
  competitiveLandscape:
    'Consumer searches in Hollywood are heavily visitor-driven, and local businesses compete for them with chains, tour operators and aggregators such as Yelp, Tripadvisor and ticketing sites. Studios, post houses and production vendors fight over B2B keywords where "Hollywood" signals prestige, so firms based elsewhere target the term too. Map results shift sharply depending on where the searcher is standing on the Boulevard.',
  localLandmarks: [
    'Hollywood Walk of Fame',
    'TCL Chinese Theatre',
    'Dolby Theatre',
    'Hollywood Bowl',
    'Hollywood Sign',
  ],
  notableBusinesses: ['Capitol Records', 'Musso & Frank Grill', 'Paramount Pictures', 'Amoeba Music'],
  conversionTips: [
    'Build separate pages for visitors and locals: tourists search "near me" from their hotels, while residents of the hills and the flats search by service.',
    'Spell out parking and transit, including the Ovation Hollywood garage and the Metro B Line stations at Hollywood/Highland and Hollywood/Vine.',
    'Offer Spanish, and consider Armenian or Thai if you serve East Hollywood, where Little Armenia and Thai Town sit just off the Boulevard.',
    'Keep late hours accurate and post around premieres, Hollywood Bowl concerts and weekend nights, when searches spike.',
  ],
  metaDescription:
    'Hollywood SEO that puts your business in front of tourists, residents and industry buyers, with a local-pack and organic strategy from a Century City team.',
};

export default neighborhood;

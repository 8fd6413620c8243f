import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'torrance',
  name: 'Torrance',
  region: 'South Bay & Harbor',
  businessCount: 12500,
  population: 147100,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'A large South Bay city with a strong manufacturing and corporate base, home to American Honda, Del Amo Fashion Center and one of the largest Japanese American communities in the country.',
  keyIndustries: [
    'Automotive',
    'Manufacturing',
    'Aerospace',
    'Healthcare',
    'Retail',
    'Restaurants',
    'Real Estate',
    'Logistics',
  ],
  competitiveLandscape:
    'Torrance is a regional shopping and employment hub, so businesses face national chains around Del Amo and strong local independents, especially in Japanese dining and retail. Service businesses compete with the rest of the South Bay, from Redondo Beach to Gardena, for family-oriented searches. Manufacturers and suppliers compete regionally for B2B work tied to the automotive and aerospace industries.',
  localLandmarks: [
    'Torrance Beach',
    'Madrona Marsh Preserve',
    'Torrance Cultural Arts Center',
    'Old Torrance',
    'Wilson Park',
  ],
  notableBusinesses: [
    'American Honda Motor Co.',
    'Del Amo Fashion Center',
    'Torrance Memorial Medical Center',
    'Mitsuwa Marketplace',
  ],
  conversionTips: [
    'Offer Japanese-language pages and staff where you can; many customers, including families of Japanese corporate employees, prefer it.',
    'Families dominate local search, so emphasize convenience, weekend hours and kid-friendly services.',
    'Retailers and restaurants near Del Amo should post holiday and sale-season hours early to catch shoppers planning a mall trip.',
    'Use "South Bay" and local names such as Old Torrance and West Torrance in your content; residents search with them.',
  ],
  metaDescription:
    'Torrance SEO for restaurants, retailers, clinics and manufacturers. Compete across the South Bay in English and Japanese search, and win more calls and visits.',
};

export default neighborhood;

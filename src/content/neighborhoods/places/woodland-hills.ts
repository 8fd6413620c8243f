import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'woodland-hills',
  name: 'Woodland Hills',
  region: 'San Fernando Valley',
  businessCount: 6100,
  population: 60000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'The western anchor of the San Fernando Valley, known for the Warner Center business district, Pierce College, the Kaiser Permanente medical center and hillside neighborhoods along the Santa Monica Mountains.',
  keyIndustries: [
    'Insurance',
    'Healthcare',
    'Financial Services',
    'Legal Services',
    'Real Estate',
    'Retail',
    'Restaurants',
    'Education',
  ],
  competitiveLandscape:
    'Warner Center brings insurance, healthcare and corporate employers, and professional firms compete across the West Valley and the Conejo Valley for their clients. Retailers and restaurants along Ventura Boulevard face national chains, including the ones at Westfield Topanga just across the line in Canoga Park. Residents compare providers in Tarzana, Calabasas and West Hills, so location pages and reviews decide who appears.',
  localLandmarks: [
    'Warner Center Park',
    'Pierce College Farm',
    'Serrania Avenue Park',
    'Motion Picture & Television Fund campus',
  ],
  notableBusinesses: [
    'Los Angeles Pierce College',
    'Kaiser Permanente Woodland Hills Medical Center',
    'Farmers Insurance',
  ],
  conversionTips: [
    'Target Warner Center office workers with weekday lunch, after-work and near-office messaging.',
    'Summers here are among the hottest in Los Angeles, so HVAC, pool and cooling businesses should publish seasonal content before the heat arrives.',
    'Create pages for nearby areas such as Tarzana, West Hills, Calabasas and Canoga Park, which Woodland Hills customers also search.',
    'Pierce College students and Warner Center apartment residents skew younger; mobile-first booking and clear pricing help.',
  ],
  metaDescription:
    'Woodland Hills SEO for practices, insurance agencies, retailers and home services. Compete across the West Valley, from Warner Center out to Calabasas.',
};

export default neighborhood;

import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'encino',
  name: 'Encino',
  region: 'San Fernando Valley',
  businessCount: 4500,
  population: 44000,
  populationSource: 'estimate',
  searchCompetition: 'high',
  knownFor:
    'An affluent Valley neighborhood along Ventura Boulevard, known for hillside estates south of the boulevard, the Sepulveda Basin and a dense cluster of medical, legal and financial offices.',
  keyIndustries: [
    'Healthcare',
    'Legal Services',
    'Financial Services',
    'Real Estate',
    'Insurance',
    'Restaurants',
    'Fitness & Wellness',
    'Home Services',
  ],
  competitiveLandscape:
    "Encino's Ventura Boulevard office towers hold a dense mix of law firms, medical specialists, wealth managers and insurance agents who target the whole San Fernando Valley, not just Encino. Consumers compare options across Tarzana, Sherman Oaks and Woodland Hills, so service-specific pages and review volume decide rankings. Searchers skew affluent and older, with large Persian and Jewish communities.",
  localLandmarks: [
    'Los Encinos State Historic Park',
    'Sepulveda Basin Recreation Area',
    'Sepulveda Dam',
    'Encino Velodrome',
  ],
  notableBusinesses: ['Encino Hospital Medical Center', 'Valley Beth Shalom', 'Crespi Carmelite High School'],
  conversionTips: [
    'Offer Farsi-language pages and staff if you can; Encino has one of the largest Iranian American communities in Los Angeles.',
    'Tell clients where to park in your office building and whether you validate; it removes a common reason not to book.',
    'Publish detailed, credential-heavy pages for each service, since Encino clients compare several Valley providers before choosing.',
    'Offer evening and video appointments for professionals who commute over the hill to the Westside.',
  ],
  metaDescription:
    'Encino SEO for law firms, medical practices and financial advisors on Ventura Boulevard. Compete for high-value clients across the whole San Fernando Valley.',
};

export default neighborhood;

import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'burbank',
  name: 'Burbank',
  region: 'San Fernando Valley',
  businessCount: 10500,
  population: 107300,
  populationSource: 'census-2020',
  searchCompetition: 'high',
  knownFor:
    'The self-styled Media Capital of the World, home to Warner Bros., the Walt Disney Studios and dozens of post-production, animation and broadcast companies, plus a walkable downtown and Hollywood Burbank Airport.',
  keyIndustries: [
    'Entertainment',
    'Post-Production',
    'Animation',
    'Aviation',
    'Restaurants',
    'Healthcare',
    'Retail',
    'Real Estate',
  ],
  competitiveLandscape:
    "Burbank's B2B market is intensely competitive: post houses, equipment rental, payroll and production-service companies all target studio buyers, and many firms based in Hollywood or Glendale market to Burbank too. On the consumer side, Downtown Burbank and Magnolia Park businesses compete with Glendale, Toluca Lake and North Hollywood. Studio workers search around shoot schedules and short lunch breaks.",
  localLandmarks: [
    'Hollywood Burbank Airport',
    'Johnny Carson Park',
    'Wildwood Canyon Park',
    'Stough Canyon Nature Center',
    'Magnolia Park',
  ],
  notableBusinesses: [
    'Warner Bros. Studios',
    'The Walt Disney Studios',
    "Bob's Big Boy",
    'Providence Saint Joseph Medical Center',
  ],
  conversionTips: [
    'Match studio schedules: early breakfast, a fast lunch and late pickup options appeal to crews and office staff.',
    'Write "near Burbank airport" content if you serve travelers, with drive times and parking or shuttle details.',
    'Offer Armenian alongside English where you can; Burbank has a large Armenian American community.',
    'Point visitors to the Downtown Burbank public parking structures and the Downtown Burbank Metrolink station.',
  ],
  metaDescription:
    'Burbank SEO for production vendors, post houses, restaurants and local services. Reach studio buyers and Valley residents in local and organic search results.',
};

export default neighborhood;

import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'porter-ranch',
  name: 'Porter Ranch',
  region: 'San Fernando Valley',
  businessCount: 1200,
  population: 31000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A master-planned hillside community at the northwest edge of the Valley, known for newer, larger homes, the Porter Ranch Town Center and Vineyards shopping centers, and canyon trails in the Santa Susana foothills.',
  keyIndustries: [
    'Real Estate',
    'Healthcare',
    'Education & Tutoring',
    'Restaurants',
    'Home Services',
    'Fitness & Wellness',
    'Financial Services',
    'Beauty & Salons',
  ],
  competitiveLandscape:
    'Porter Ranch has relatively few businesses for its affluent population, so residents often search across Northridge, Granada Hills and Chatsworth, and businesses there compete for Porter Ranch customers. A large share of residents are Asian American, including many Korean, Chinese and Indian American families, and some search in their own languages. Tutoring, real estate and home services are the most contested categories.',
  localLandmarks: [
    'Limekiln Canyon Park',
    'Porter Ridge Park',
    'Aliso Canyon Park',
    'Holleigh Bernson Memorial Park',
  ],
  notableBusinesses: [
    'Porter Ranch Town Center',
    'The Vineyards at Porter Ranch',
    'Porter Ranch Community School',
  ],
  conversionTips: [
    'Offer Korean and Chinese content where it fits; many Porter Ranch families prefer it for important services.',
    'Serve the whole north Valley with pages for Northridge, Granada Hills and Chatsworth, since Porter Ranch residents shop there too.',
    'Parents plan around school schedules, so tutoring and enrichment businesses should publish class times and results clearly.',
    'Homeowners in newer developments look for HOA-friendly contractors, solar installers and landscapers; say so if you work within HOA rules.',
  ],
  metaDescription:
    'Porter Ranch SEO for tutors, real estate agents, clinics and home services. Reach affluent north Valley families across languages and the nearby communities.',
};

export default neighborhood;

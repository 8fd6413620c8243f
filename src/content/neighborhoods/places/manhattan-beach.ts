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
  localLandmarks: [
    'Manhattan Beach Pier',
    'Roundhouse Aquarium',
    'The Strand',
    'Sand Dune Park',
    'Polliwog Park',
  ],
  notableBusinesses: ['Skechers', 'The Kettle', "Uncle Bill's Pancake House", 'Manhattan Beach Studios'],
  conversionTips: [
    'Position on quality, not price: emphasize experience, credentials and results for an affluent audience.',
    'Parking near the pier and downtown is tight, so point visitors to the public lots and structures and mention the walk from The Strand.',
    'Write for families; youth sports, tutoring, pediatric care and kid-friendly dining are constant searches.',
    'Cover all three Beach Cities in your content, because residents of Manhattan, Hermosa and Redondo shop across them.',
  ],
  metaDescription:
    'Manhattan Beach SEO for real estate agents, practices, restaurants and home services. Win over affluent Beach Cities searchers who compare very carefully.',
};

export default neighborhood;

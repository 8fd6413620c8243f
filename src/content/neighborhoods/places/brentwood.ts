import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'brentwood',
  name: 'Brentwood',
  region: 'Westside',
  businessCount: 2700,
  population: 32000,
  populationSource: 'estimate',
  searchCompetition: 'high',
  knownFor:
    'An upscale Westside neighborhood known for the coral trees along San Vicente Boulevard, the Getty Center on its hilltop and a small village of restaurants and shops serving affluent families.',
  keyIndustries: [
    'Healthcare',
    'Fitness & Wellness',
    'Restaurants',
    'Real Estate',
    'Education & Tutoring',
    'Financial Advisors',
    'Boutique Retail',
    'Home Services',
  ],
  competitiveLandscape:
    "Brentwood's competitors are often practices and studios in Santa Monica and Westwood a mile or two away, so ranking here means proving both closeness and quality to a small, affluent audience. Searches are high-intent and service-driven: pediatricians, tutors, trainers and contractors. Reviews from neighbors carry unusual weight, and a handful of strong listings tends to dominate each category.",
  localLandmarks: [
    'Getty Center',
    'San Vicente Boulevard coral trees',
    'Brentwood Village',
    "Mount St. Mary's University Chalon Campus",
  ],
  notableBusinesses: [
    'Brentwood Country Club',
    'Vicente Foods',
    'Brentwood School',
    'The Archer School for Girls',
  ],
  conversionTips: [
    'Write for busy parents: mention nearby schools, early and weekend hours, and online booking they can finish between drop-offs.',
    'Tell customers exactly where to park; metered spaces on San Vicente and in Brentwood Village fill quickly.',
    'Cover nearby names such as Pacific Palisades, Santa Monica and "the Westside" in your content, because Brentwood families search across all of them.',
    'Promote house calls and concierge options, such as mobile vets, in-home training and private chefs, which convert especially well here.',
  ],
  metaDescription:
    'Brentwood SEO for practices, studios, tutors and home services serving Westside families. Win the handful of top local search spots that really matter here.',
};

export default neighborhood;

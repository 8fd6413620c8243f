import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'granada-hills',
  name: 'Granada Hills',
  region: 'San Fernando Valley',
  businessCount: 2700,
  population: 51000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    "A north Valley suburb of ranch homes and the Balboa Highlands Eichler tract, known for O'Melveny Park in the Santa Susana foothills and a family-centered community around its large public high schools.",
  keyIndustries: [
    'Home Services',
    'Healthcare',
    'Restaurants',
    'Real Estate',
    'Education & Tutoring',
    'Auto Services',
    'Fitness',
    'Insurance',
  ],
  competitiveLandscape:
    'Granada Hills is mostly residential, so competition centers on home services, healthcare and family needs, with providers from Northridge, Porter Ranch and Mission Hills targeting the same homeowners. Fewer businesses optimize well here than in the central Valley, which gives a well-run Google profile an outsized advantage. Searches are family-driven and highly local.',
  localLandmarks: [
    "O'Melveny Park",
    'Balboa Highlands Eichler homes',
    'Bee Canyon Park',
    'Granada Hills Recreation Center',
  ],
  notableBusinesses: [
    'Granada Hills Charter High School',
    'John F. Kennedy High School',
    'Knollwood Country Club',
  ],
  conversionTips: [
    'Write for homeowners of older ranch houses and Eichlers: remodels, roofing, plumbing and solar are steady searches, and period-appropriate work is a selling point.',
    'Families plan around school schedules, so list after-school and weekend hours for tutoring, sports and healthcare.',
    'Cover Northridge, Porter Ranch and Mission Hills as service areas; Granada Hills residents search across all of them.',
    'Offer Spanish and Tagalog where your staff can; both communities are well represented in the north Valley.',
  ],
  metaDescription:
    'Granada Hills SEO for home services, family healthcare, tutors and restaurants. Win the north Valley searches where few of your competitors optimize well.',
};

export default neighborhood;

import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'eagle-rock',
  name: 'Eagle Rock',
  region: 'Northeast LA',
  businessCount: 2100,
  population: 34000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A hillside Northeast LA neighborhood named for the giant boulder on its northern edge, home to Occidental College and a lively strip of restaurants and shops along Colorado Boulevard.',
  keyIndustries: [
    'Restaurants',
    'Education',
    'Healthcare',
    'Real Estate',
    'Home Services',
    'Fitness & Wellness',
    'Coffee Shops',
    'Retail',
  ],
  competitiveLandscape:
    'Eagle Rock competes with Highland Park, Glendale and Pasadena, all a short drive away, for restaurant and service searches. Family-focused residents look for pediatricians, contractors, tutors and kid-friendly dining, and they lean heavily on neighborhood recommendations. Businesses along Colorado and Eagle Rock boulevards with a steady stream of reviews tend to hold the map pack for years.',
  localLandmarks: [
    'The Eagle Rock',
    'Eagle Rock City Hall',
    'Center for the Arts Eagle Rock',
    'Eagle Rock Recreation Center',
  ],
  notableBusinesses: ['Occidental College', 'Casa Bianca Pizza Pie', "Colombo's Italian Steak House"],
  conversionTips: [
    'Target Occidental students and visiting parents during the school year, including move-in and commencement weekends.',
    'Write for families: kid-friendly menus, weekend hours and easy booking matter more here than trendiness.',
    'Reach the sizable Filipino American community with culturally aware content, and Tagalog where it fits.',
    'Tell visitors where to park along Colorado Boulevard and mention any lot behind your building.',
  ],
  metaDescription:
    'Eagle Rock SEO for restaurants, family services and shops on Colorado Boulevard. Beat nearby Glendale and Pasadena competitors in local and map search results.',
};

export default neighborhood;

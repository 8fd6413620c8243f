import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'venice',
  name: 'Venice',
  region: 'Westside',
  businessCount: 3500,
  population: 40000,
  populationSource: 'estimate',
  searchCompetition: 'high',
  knownFor:
    'A bohemian beach neighborhood famous for the Venice Boardwalk, Muscle Beach, its canals and the boutiques and restaurants of Abbot Kinney Boulevard.',
  keyIndustries: [
    'Restaurants',
    'Tourism & Recreation',
    'Boutique Retail',
    'Tech & Creative Agencies',
    'Fitness',
    'Tattoo & Art Studios',
    'Real Estate',
    'Hotels & Hospitality',
  ],
  competitiveLandscape:
    'Venice draws huge visitor traffic, and boardwalk businesses compete for it with tour operators, rental apps and national travel lists. Abbot Kinney and Rose Avenue restaurants compete with Santa Monica and Marina del Rey for locals, and the tech and creative firms that arrived during the "Silicon Beach" years compete for talent and clients under the Venice name. Reviews and photos swing decisions quickly in such a visual, trend-driven place.',
  localLandmarks: [
    'Venice Beach Boardwalk',
    'Venice Canals',
    'Muscle Beach Venice',
    'Venice Skatepark',
    'Abbot Kinney Boulevard',
  ],
  notableBusinesses: [
    "Gold's Gym Venice",
    'Small World Books',
    'Beyond Baroque Literary Arts Center',
    'Gjelina',
  ],
  conversionTips: [
    'Serve boardwalk visitors and local residents with separate pages: tourists want quick answers and directions, while locals want quality and consistency.',
    'Be honest about parking and promote bike and walking access; beach lots fill early and many locals get around by bike.',
    'Keep your Google Business Profile photo-rich and current. Venice customers decide on look and feel before they read reviews.',
    'Add content for international visitors, who make up a large share of boardwalk traffic, and list the languages your staff speaks.',
  ],
  metaDescription:
    'Venice SEO for restaurants, shops, studios and creative firms, from the Boardwalk to Abbot Kinney. Reach both beach visitors and the loyal locals who stay.',
};

export default neighborhood;

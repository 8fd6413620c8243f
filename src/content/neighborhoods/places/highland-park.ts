import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'highland-park',
  name: 'Highland Park',
  region: 'Northeast LA',
  businessCount: 2500,
  population: 56000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'One of the oldest neighborhoods in Los Angeles, known for Craftsman homes along the Arroyo Seco and for the bars, coffee shops and vintage stores of York Boulevard and Figueroa Street alongside long-running Latino businesses.',
  keyIndustries: [
    'Restaurants',
    'Bars',
    'Coffee Shops',
    'Vintage & Boutique Retail',
    'Real Estate',
    'Home Services',
    'Creative Studios',
    'Healthcare',
  ],
  competitiveLandscape:
    'Highland Park has two business communities that often target different customers: newer restaurants and shops that draw visitors from across Los Angeles, and long-established Latino businesses serving longtime residents. The first group competes with Silver Lake and Echo Park for discovery searches, the second with Eagle Rock and Lincoln Heights for everyday services. Review volume and fresh photos make the biggest difference on York and Figueroa.',
  localLandmarks: [
    'Chicken Boy',
    'Lummis Home and Garden',
    'Sycamore Grove Park',
    'Highland Theatre',
    'Arroyo Seco Park',
  ],
  notableBusinesses: ['Highland Park Bowl', "Galco's Soda Pop Stop", 'Cafe de Leche'],
  conversionTips: [
    'Publish in English and Spanish; many longtime residents prefer Spanish, and bilingual pages widen your reach.',
    'Mention the Metro A Line Highland Park station on Marmion Way for visitors coming from Downtown or Pasadena.',
    'Lean into neighborhood identity with local history and events; Highland Park customers favor businesses that feel rooted here.',
    'Give clear parking guidance for York and Figueroa, where spots are scarce on weekend nights.',
  ],
  metaDescription:
    'Highland Park SEO for restaurants, bars, shops and services on York and Figueroa. Reach new visitors and longtime residents in English and Spanish search.',
};

export default neighborhood;

import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'west-hollywood',
  name: 'West Hollywood',
  region: 'Westside',
  businessCount: 6200,
  population: 35800,
  populationSource: 'census-2020',
  searchCompetition: 'very high',
  knownFor:
    "An independent city known for the Sunset Strip's music clubs, the showrooms of its Design District and Santa Monica Boulevard's LGBTQ nightlife, home of the annual WeHo Pride.",
  keyIndustries: [
    'Nightlife & Bars',
    'Restaurants',
    'Hotels & Hospitality',
    'Interior Design',
    'Beauty & Med Spas',
    'Fashion Retail',
    'Entertainment',
    'Healthcare',
  ],
  competitiveLandscape:
    'West Hollywood covers less than two square miles but is packed with salons, med spas, restaurants and design showrooms that share audiences with Beverly Hills and Hollywood. Visitors search with terms like "WeHo" and "Sunset Strip" while residents search by service, and businesses that cover only one vocabulary miss half the demand. Aesthetics and med spa keywords here are among the most contested in Los Angeles.',
  localLandmarks: [
    'Sunset Strip',
    'Pacific Design Center',
    'Schindler House',
    'West Hollywood Park',
    'Rainbow crosswalks at Santa Monica and San Vicente',
  ],
  notableBusinesses: [
    'Chateau Marmont',
    'Whisky a Go Go',
    'The Troubadour',
    'The Comedy Store',
    "Barney's Beanery",
  ],
  conversionTips: [
    'Use both "West Hollywood" and "WeHo" naturally in page titles, Google posts and review replies; locals and visitors use both.',
    'Give specific parking guidance, such as the city-run garage at West Hollywood Park, because permit-only residential streets turn drivers away.',
    'Plan content around the event calendar: WeHo Pride, the Halloween Carnaval and Sunset Strip shows bring surges of out-of-town searches.',
    'Add the LGBTQ+ friendly attribute to your Google Business Profile and show an inclusive team in your photos; many WeHo searchers look for both.',
  ],
  metaDescription:
    'West Hollywood SEO for salons, med spas, restaurants, bars and design showrooms. Rank for WeHo and Sunset Strip searches made by locals and by visitors.',
};

export default neighborhood;

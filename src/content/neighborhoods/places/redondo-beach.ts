import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'redondo-beach',
  name: 'Redondo Beach',
  region: 'South Bay & Harbor',
  businessCount: 4800,
  population: 71600,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'A beach city known for King Harbor, the seafood restaurants and fish markets of the Redondo Beach Pier, the Riviera Village shopping district and a major aerospace campus at Space Park.',
  keyIndustries: [
    'Restaurants',
    'Marine & Fishing',
    'Aerospace & Defense',
    'Hotels & Hospitality',
    'Real Estate',
    'Fitness',
    'Healthcare',
    'Retail',
  ],
  competitiveLandscape:
    'Redondo Beach businesses compete with Hermosa Beach, Manhattan Beach and Torrance for the same South Bay customers. Pier and harbor restaurants chase weekend visitors against tourist listings, while Riviera Village shops compete for locals who value independent businesses. Engineers and staff at Space Park add weekday demand for food and services in North Redondo.',
  localLandmarks: ['Redondo Beach Pier', 'King Harbor', 'Riviera Village', 'Seaside Lagoon', 'Veterans Park'],
  notableBusinesses: [
    'Northrop Grumman Space Park',
    'Quality Seafood',
    "Tony's on the Pier",
    'Redondo Beach Performing Arts Center',
  ],
  conversionTips: [
    'Treat North and South Redondo separately in your content; the two halves shop in different places and search with different terms.',
    'Pier and harbor businesses should post sunset times, live-music nights and the rates for the pier parking structure.',
    'Target weekday lunch and after-work demand from aerospace employees around Space Park.',
    'Use "Riviera Village" by name if you are there, because locals search for it directly.',
  ],
  metaDescription:
    'Redondo Beach SEO for pier restaurants, Riviera Village shops and South Bay services. Reach both visitors and locals across North and South Redondo Beach.',
};

export default neighborhood;

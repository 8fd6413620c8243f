import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'long-beach',
  name: 'Long Beach',
  region: 'South Bay & Harbor',
  businessCount: 27000,
  // 2020 census: 466,742.
  population: 466700,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'A major port city with its own downtown, known for the Port of Long Beach, the Queen Mary, the Aquarium of the Pacific and distinct neighborhoods from Belmont Shore to Bixby Knolls.',
  keyIndustries: [
    'Logistics & Shipping',
    'Healthcare',
    'Aerospace',
    'Restaurants',
    'Tourism & Hospitality',
    'Education',
    'Real Estate',
    'Legal Services',
  ],
  competitiveLandscape:
    'Long Beach is big enough to be its own market, with districts such as Downtown, Belmont Shore, Naples, Retro Row and Bixby Knolls that each have their own local pack. Searchers often add the district name, and businesses compete with Orange County neighbors such as Seal Beach as well as national chains. Logistics, legal and industrial firms compete regionally for port-related work.',
  localLandmarks: [
    'The Queen Mary',
    'Aquarium of the Pacific',
    'Shoreline Village',
    'Rancho Los Cerritos',
    'Walter Pyramid',
  ],
  notableBusinesses: [
    'Port of Long Beach',
    'California State University, Long Beach',
    'MemorialCare Long Beach Medical Center',
    "Joe Jost's",
  ],
  conversionTips: [
    'Build pages for each district you serve, such as Belmont Shore, Naples, Bixby Knolls and Retro Row on 4th Street, because searchers use those names.',
    'Add Spanish and Khmer where relevant; Long Beach has one of the largest Cambodian communities in the country, centered on Cambodia Town.',
    'Mention the Metro A Line stations and Long Beach Transit routes near you, plus parking details for downtown visitors.',
    'Plan around big events like the Acura Grand Prix of Long Beach in April and Long Beach Pride, when out-of-town searches surge.',
  ],
  metaDescription:
    'Long Beach SEO for restaurants, clinics, logistics firms and local shops. Rank in every district of the city, from Downtown and Belmont Shore to Bixby Knolls.',
};

export default neighborhood;

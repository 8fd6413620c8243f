import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'glendale',
  name: 'Glendale',
  region: 'Verdugos',
  businessCount: 16000,
  population: 196500,
  populationSource: 'census-2020',
  searchCompetition: 'high',
  knownFor:
    'A major city just north of Downtown LA, known for the Americana at Brand and Glendale Galleria, Forest Lawn Memorial Park, and one of the largest Armenian American communities in the country.',
  keyIndustries: [
    'Retail',
    'Healthcare',
    'Restaurants',
    'Entertainment & Animation',
    'Real Estate',
    'Legal Services',
    'Insurance',
    'Auto Dealers',
  ],
  competitiveLandscape:
    'Glendale is a regional shopping and services hub, so businesses face national retailers at the Galleria and the Americana as well as well-established local competitors along Brand Boulevard. Dental, legal, auto, real estate and insurance categories are especially crowded, and many searches happen in Armenian as well as English. Shoppers come from across the Valley, Pasadena and Northeast LA.',
  localLandmarks: [
    'Forest Lawn Memorial Park',
    'Brand Library & Art Center',
    'Alex Theatre',
    'Deukmejian Wilderness Park',
  ],
  notableBusinesses: [
    'The Americana at Brand',
    'Glendale Galleria',
    'DreamWorks Animation',
    "Porto's Bakery & Cafe",
    'Adventist Health Glendale',
  ],
  conversionTips: [
    'Offer Armenian-language pages and staff; Glendale has one of the largest Armenian communities outside Armenia, and many customers prefer it.',
    'Shoppers at the Americana and the Galleria search on the spot, so keep hours, menus and wait times current.',
    "Point drivers to the city's downtown public parking structures, which make a quick visit easy.",
    'Write content for neighboring communities such as Montrose, La Crescenta and Atwater Village; many customers come from there.',
  ],
  metaDescription:
    'Glendale SEO for retailers, clinics, law firms and restaurants. Compete with national brands on Brand Boulevard, and rank in both English and Armenian searches.',
};

export default neighborhood;

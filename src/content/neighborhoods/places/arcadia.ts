import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'arcadia',
  name: 'Arcadia',
  region: 'San Gabriel Valley',
  businessCount: 4600,
  population: 56700,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'A San Gabriel Valley city known for Santa Anita Park racetrack, the Los Angeles County Arboretum and its peacocks, and an affluent, largely Chinese American community.',
  keyIndustries: [
    'Real Estate',
    'Restaurants',
    'Education & Tutoring',
    'Healthcare',
    'Retail',
    'Financial Services',
    'Hotels & Hospitality',
  ],
  competitiveLandscape:
    "Arcadia's market is driven by affluent families, many of them Chinese-speaking, and by visitors to Santa Anita Park and Westfield Santa Anita. Real estate agents, tutoring centers and restaurants compete intensely, and many customers discover businesses through Chinese-language searches, WeChat and Xiaohongshu rather than Google alone. The mall draws shoppers from across the San Gabriel Valley, so nearby restaurants compete with its well-known tenants.",
  localLandmarks: [
    'Santa Anita Park',
    'Los Angeles County Arboretum and Botanic Garden',
    'Arcadia County Park',
    'Wilderness Park',
  ],
  notableBusinesses: ['Westfield Santa Anita', 'Din Tai Fung', 'USC Arcadia Hospital'],
  conversionTips: [
    'Offer Chinese-language pages and staff, and keep your name and address consistent on Chinese-language platforms as well as Google.',
    'Parents research schools and tutoring carefully, so publish results, credentials and class schedules rather than slogans.',
    'Tie promotions to the Santa Anita racing season and big race days, when visitors search for dining and hotels nearby.',
    'Mention the Metro A Line station in downtown Arcadia for visitors coming from Pasadena and Los Angeles.',
  ],
  metaDescription:
    'Arcadia SEO for real estate, tutoring, restaurants and healthcare. Reach affluent San Gabriel Valley families in English and Chinese search, on Maps too.',
};

export default neighborhood;

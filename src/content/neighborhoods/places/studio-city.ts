import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'studio-city',
  name: 'Studio City',
  region: 'San Fernando Valley',
  businessCount: 3900,
  population: 35000,
  populationSource: 'estimate',
  searchCompetition: 'high',
  knownFor:
    'A Valley neighborhood named for the studio lot that is now CBS Studio Center, known for its Ventura Boulevard restaurants, the LA River Greenway and a large population of entertainment-industry professionals.',
  keyIndustries: [
    'Entertainment',
    'Restaurants',
    'Fitness & Wellness',
    'Healthcare',
    'Real Estate',
    'Beauty & Salons',
    'Pet Services',
    'Creative Services',
  ],
  competitiveLandscape:
    'Studio City shares a stretch of Ventura Boulevard with Sherman Oaks and North Hollywood, so the map pack often mixes businesses from all three. Fitness studios, salons and restaurants compete for residents who work in entertainment and have high expectations. Production-service companies near CBS Studio Center and Universal compete for B2B work with firms across Burbank and Hollywood.',
  localLandmarks: [
    'Tujunga Village',
    'Fryman Canyon Park',
    'Wilacre Park',
    'Zev Yaroslavsky LA River Greenway',
    'Studio City Farmers Market',
  ],
  notableBusinesses: ['CBS Studio Center', "Art's Delicatessen", 'Harvard-Westlake School'],
  conversionTips: [
    'Entertainment schedules are irregular, so list early-morning and late-evening availability and make booking instant.',
    'Use local names such as Tujunga Village and Laurel Canyon in your content; residents search and give directions by them.',
    'Dog owners are everywhere here, so mention pet-friendly policies and patios on your Google Business Profile.',
    'Tie content to the Sunday farmers market on Ventura Place to catch weekend foot traffic.',
  ],
  metaDescription:
    'Studio City SEO for restaurants, studios, salons and production services. Rank along Ventura Boulevard against your Sherman Oaks and NoHo competitors.',
};

export default neighborhood;

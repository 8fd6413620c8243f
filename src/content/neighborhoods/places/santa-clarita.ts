import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'santa-clarita',
  name: 'Santa Clarita',
  region: 'Santa Clarita Valley',
  businessCount: 12000,
  population: 228700,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'The third-largest city in Los Angeles County, formed in 1987 from Valencia, Newhall, Saugus and Canyon Country, known for family-friendly planned neighborhoods, Old Town Newhall and nearby Six Flags Magic Mountain.',
  keyIndustries: [
    'Healthcare',
    'Home Services',
    'Real Estate',
    'Manufacturing',
    'Film Production',
    'Education',
    'Restaurants',
    'Retail',
  ],
  competitiveLandscape:
    'Santa Clarita is a separate suburban market where residents often search by community name, such as Valencia, Saugus, Canyon Country, Newhall or Stevenson Ranch. Home services, medical and real estate categories are crowded, and San Fernando Valley businesses also target the area. Many residents commute over the Newhall Pass, so local searches peak on evenings and weekends.',
  localLandmarks: [
    'William S. Hart Park and Museum',
    'Old Town Newhall',
    'Santa Clarita Central Park',
    'The Paseos trail network',
  ],
  notableBusinesses: [
    'California Institute of the Arts (CalArts)',
    'College of the Canyons',
    'Henry Mayo Newhall Hospital',
    'Melody Ranch Studios',
    'Westfield Valencia Town Center',
  ],
  conversionTips: [
    'Build pages for each community you serve, such as Valencia, Saugus, Canyon Country, Newhall and Stevenson Ranch; residents search by those names.',
    'Commuters book in the evening and on weekends, so offer online scheduling and extended hours.',
    'Write for families: youth sports, pediatric care, tutoring and home improvement dominate local searches.',
    'Emphasize that you are local; residents prefer Santa Clarita businesses over Valley companies that drive up only for the job.',
  ],
  metaDescription:
    'Santa Clarita SEO for home services, clinics and retailers in Valencia, Saugus, Canyon Country and Newhall. Win more local searches across the whole valley.',
};

export default neighborhood;

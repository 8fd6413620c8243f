import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'el-segundo',
  name: 'El Segundo',
  region: 'South Bay & Harbor',
  businessCount: 3400,
  // 2020 census: 17,272.
  population: 17300,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'A small city next to LAX with a small-town Main Street and an outsized aerospace, defense and corporate presence, including Los Angeles Air Force Base and Space Systems Command.',
  keyIndustries: [
    'Aerospace & Defense',
    'Corporate Headquarters',
    'Technology',
    'Hotels & Hospitality',
    'Restaurants',
    'Craft Breweries',
    'Engineering',
    'Fitness',
  ],
  competitiveLandscape:
    "El Segundo's daytime population is several times its resident population, so restaurants, gyms and services compete for office workers from aerospace, defense and corporate campuses, and for LAX travelers staying in nearby hotels. B2B firms compete nationally for aerospace and defense work. Map results overlap heavily with Manhattan Beach, Playa del Rey and Westchester.",
  localLandmarks: ['Main Street', 'Old Town Music Hall', 'El Segundo Beach', 'Library Park'],
  notableBusinesses: [
    'Mattel',
    'The Aerospace Corporation',
    'Chevron El Segundo Refinery',
    'El Segundo Brewing Company',
  ],
  conversionTips: [
    'Own the weekday lunch rush with accurate hours, fast ordering and pickup details; office workers start searching well before noon.',
    'Write "near LAX" content for travelers: late hours, rideshare and shuttle directions, and airport-friendly services.',
    'Mention the Metro rail stations at Mariposa, El Segundo and Douglas for commuters who arrive by train.',
    'For B2B firms, state certifications, security clearances and compliance credentials clearly; aerospace buyers filter on them.',
  ],
  metaDescription:
    'El Segundo SEO for restaurants, hotels, gyms and B2B firms. Reach aerospace workers, corporate campuses and LAX travelers who are searching nearby right now.',
};

export default neighborhood;

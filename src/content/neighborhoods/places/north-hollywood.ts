import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'north-hollywood',
  name: 'North Hollywood',
  region: 'San Fernando Valley',
  businessCount: 5500,
  population: 78000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A Valley neighborhood built around the NoHo Arts District, with small theaters, dance studios and music schools, a major Metro hub at the end of the B Line, and fast-growing apartment blocks.',
  keyIndustries: [
    'Entertainment',
    'Performing Arts Education',
    'Post-Production',
    'Restaurants',
    'Music Production',
    'Auto Services',
    'Real Estate',
    'Fitness',
  ],
  competitiveLandscape:
    'North Hollywood businesses compete with Studio City, Burbank and Toluca Lake for entertainment-related services, and with the whole Valley for trades and auto repair. Acting schools, rehearsal spaces and recording studios target aspiring performers who search from across the region. Much of the neighborhood is Latino, so searches come in both English and Spanish.',
  localLandmarks: [
    'NoHo Arts District',
    'El Portal Theatre',
    'Amelia Earhart Regional Library',
    'North Hollywood Park',
    'Lankershim Depot',
  ],
  notableBusinesses: ['Television Academy', 'Laemmle NoHo 7', 'Idle Hour'],
  conversionTips: [
    'Mention the North Hollywood station on the Metro B and G lines, which brings commuters and visitors from across the Valley and Hollywood.',
    'Performers keep odd hours, so list evening and weekend availability for classes, rehearsal space and services.',
    'Publish in English and Spanish to reach the whole neighborhood, not just the Arts District.',
    'Tie content to theater openings and NoHo Arts District events so pre-show searchers find you.',
  ],
  metaDescription:
    'North Hollywood SEO for theaters, studios, schools, restaurants and trades. Reach NoHo Arts District visitors and Valley residents in English and Spanish.',
};

export default neighborhood;

import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'sherman-oaks',
  name: 'Sherman Oaks',
  region: 'San Fernando Valley',
  businessCount: 6900,
  population: 70000,
  populationSource: 'estimate',
  searchCompetition: 'high',
  knownFor:
    'A busy Valley neighborhood at the junction of the 405 and 101 freeways, known for the Ventura Boulevard dining and shopping strip, the Sherman Oaks Galleria and hillside homes south of the boulevard.',
  keyIndustries: [
    'Healthcare',
    'Restaurants',
    'Fitness & Wellness',
    'Real Estate',
    'Legal Services',
    'Beauty & Salons',
    'Entertainment',
    'Retail',
  ],
  competitiveLandscape:
    'Sherman Oaks has one of the densest concentrations of dentists, dermatologists, med spas, gyms and restaurants in the Valley, with Studio City and Encino competitors a few blocks away. Traffic on the 405 and 101 shapes behavior: people want businesses close to home or on their commute, not across the hill. Many residents work in entertainment and expect polished websites and plenty of recent reviews.',
  localLandmarks: [
    'Sherman Oaks Galleria',
    'Westfield Fashion Square',
    'Van Nuys Sherman Oaks Park',
    'Sherman Oaks Castle Park',
    'Ventura Boulevard',
  ],
  notableBusinesses: ['Casa Vega', 'Sherman Oaks Hospital', 'Notre Dame High School', 'The Buckley School'],
  conversionTips: [
    'Emphasize convenience for commuters: early and evening appointments, online booking and exact directions from the 405 and 101.',
    'Explain parking behind Ventura Boulevard storefronts and any validation; curbside spots are scarce at peak hours.',
    'Create pages for the communities you draw from, like Studio City, Encino, Van Nuys and Bel Air, since Sherman Oaks customers cross those lines.',
    'Keep your profile polished with recent photos and a steady stream of reviews; this audience notices a stale listing.',
  ],
  metaDescription:
    'Sherman Oaks SEO for practices, med spas, gyms and restaurants on Ventura Boulevard. Outrank your nearby Studio City and Encino competitors in local search.',
};

export default neighborhood;

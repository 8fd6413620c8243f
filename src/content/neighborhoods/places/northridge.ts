import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'northridge',
  name: 'Northridge',
  region: 'San Fernando Valley',
  businessCount: 4600,
  population: 66000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'Home to California State University, Northridge, the Northridge Fashion Center and quiet ranch-house streets, and the namesake of the 1994 Northridge earthquake.',
  keyIndustries: [
    'Higher Education',
    'Healthcare',
    'Restaurants',
    'Retail',
    'Student Housing',
    'Real Estate',
    'Auto Services',
    'Fitness',
  ],
  competitiveLandscape:
    'Reseda Boulevard and the streets around CSUN are crowded with restaurants and services competing for tens of thousands of students, while chains around the Northridge Fashion Center dominate many retail searches. Healthcare providers near Northridge Hospital compete across the north Valley. Residents of the surrounding neighborhoods search for home services and family care, often comparing Northridge, Granada Hills and Reseda providers.',
  localLandmarks: [
    'Oviatt Library',
    'The Soraya',
    'CSUN Orange Grove',
    'Northridge Recreation Center',
  ],
  notableBusinesses: [
    'California State University, Northridge',
    'Northridge Hospital Medical Center',
    'Northridge Fashion Center',
    "Brent's Deli",
  ],
  conversionTips: [
    'Plan around the CSUN calendar; move-in, midterms, finals and commencement bring predictable spikes.',
    'Students and faculty search on foot around Reseda Boulevard and Nordhoff Street, so make walking directions and late hours clear.',
    'Offer Spanish and the other languages your staff speaks; CSUN draws one of the most diverse student bodies in California.',
    'Build service-area pages for Northridge, Granada Hills and Porter Ranch to reach families in the surrounding tracts.',
  ],
  metaDescription:
    'Northridge SEO for restaurants, clinics and services near CSUN. Reach students, faculty and north Valley families with local search that turns into visits.',
};

export default neighborhood;

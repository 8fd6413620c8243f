import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'westwood',
  name: 'Westwood',
  region: 'Westside',
  businessCount: 3600,
  population: 52000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'The home of UCLA and Westwood Village, with historic movie palaces that host Hollywood premieres and a corridor of high-rise condos and offices along Wilshire Boulevard.',
  keyIndustries: [
    'Higher Education',
    'Healthcare',
    'Restaurants',
    'Student Housing',
    'Retail',
    'Financial Services',
    'Legal Services',
    'Entertainment',
  ],
  competitiveLandscape:
    'Westwood serves two very different audiences: tens of thousands of UCLA students and staff, and affluent residents of the Wilshire Corridor and the surrounding hillside neighborhoods. Restaurants compete on price and speed for student searches, while medical and professional offices near the UCLA medical center compete across the Westside. The Persian business district along Westwood Boulevard adds a layer of Farsi-language search.',
  localLandmarks: [
    'Royce Hall',
    'Hammer Museum',
    'Westwood Village Memorial Park Cemetery',
    'Mildred E. Mathias Botanical Garden',
    'Los Angeles California Temple',
  ],
  notableBusinesses: ['UCLA', 'Ronald Reagan UCLA Medical Center', 'Regency Village Theatre', 'Diddy Riese'],
  conversionTips: [
    'Plan content around the UCLA calendar; move-in, finals, commencement and home football weekends bring predictable spikes.',
    'Offer Farsi pages or staff if you serve the Westwood Boulevard corridor, often called Tehrangeles.',
    'Students rarely drive, so stress walking distance from campus, delivery and Big Blue Bus routes; for drivers, name the closest Village parking structure.',
    'Patients and families visiting the medical center search for nearby lodging, food and services, and a page written for them converts well.',
  ],
  metaDescription:
    'Westwood SEO for restaurants, practices and services near UCLA. Reach students, medical-center visitors and Wilshire Corridor residents searching nearby.',
};

export default neighborhood;

import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'van-nuys',
  name: 'Van Nuys',
  region: 'San Fernando Valley',
  businessCount: 7600,
  population: 136000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    "The San Fernando Valley's civic center, with city offices and courthouses, Van Nuys Airport, one of the busiest general aviation airports in the world, and long stretches of auto dealers and family businesses.",
  keyIndustries: [
    'Auto Sales & Repair',
    'Aviation',
    'Legal Services',
    'Manufacturing',
    'Restaurants',
    'Healthcare',
    'Construction Trades',
    'Retail',
  ],
  competitiveLandscape:
    'Van Nuys has a large, working-class and mostly Latino population, and many local businesses still rely on word of mouth, so a well-optimized profile can stand out. Attorneys near the courthouses compete hard for criminal, family and immigration keywords. Auto dealers and repair shops along Van Nuys and Sepulveda boulevards compete across the central Valley, and aviation services compete for high-value clients at the airport.',
  localLandmarks: [
    'Van Nuys Airport',
    'Valley Municipal Building',
    'The Japanese Garden',
    'Sepulveda Basin Wildlife Reserve',
  ],
  notableBusinesses: [
    'Valley Presbyterian Hospital',
    'Airtel Plaza Hotel',
    "Dr. Hogly Wogly's Tyler Texas BBQ",
  ],
  conversionTips: [
    'Publish fully in Spanish as well as English; Van Nuys is mostly Latino, and many customers search and call in Spanish.',
    'Law firms should say how close they are to the Van Nuys courthouses and offer same-day consultations.',
    'Auto businesses should post inventory, prices and financing details clearly; buyers compare dealers across the Valley online first.',
    'Mention the Metro G Line Van Nuys station and your parking, since both matter to local customers.',
  ],
  metaDescription:
    'Van Nuys SEO for auto, legal, aviation and family businesses. Reach Valley customers in English and Spanish, and beat your competitors on Google Maps.',
};

export default neighborhood;

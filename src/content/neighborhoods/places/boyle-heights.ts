import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'boyle-heights',
  name: 'Boyle Heights',
  region: 'Eastside',
  businessCount: 3100,
  population: 86000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A historic Eastside neighborhood just across the river from Downtown, known as a center of Mexican American culture, with Mariachi Plaza, family-run restaurants and a long history as home to Jewish, Japanese and Latino immigrants.',
  keyIndustries: [
    'Restaurants',
    'Bakeries & Markets',
    'Auto Repair',
    'Healthcare',
    'Immigration & Legal Services',
    'Construction Trades',
    'Beauty & Barbershops',
    'Retail',
  ],
  competitiveLandscape:
    'Many Boyle Heights businesses are family-run with a thin online presence, so a well-managed Google Business Profile can stand out quickly. Much of the search activity is in Spanish, on phones, and ends in a call. The bigger threat comes from Downtown and East LA businesses, along with chains on Soto Street and Whittier Boulevard, that rank for the same terms.',
  localLandmarks: [
    'Mariachi Plaza',
    'Hollenbeck Park',
    'Breed Street Shul',
    'Sixth Street Viaduct',
    'Evergreen Cemetery',
  ],
  notableBusinesses: [
    'Adventist Health White Memorial',
    'El Tepeyac Cafe',
    'La Serenata de Garibaldi',
    'Guisados',
    'Self Help Graphics & Art',
  ],
  conversionTips: [
    'Go fully bilingual: your site, your Google profile, your review replies and the person who answers the phone.',
    'Show that you are local and long-established. Residents are wary of outsiders, and family history and community involvement build trust.',
    'Mention the Metro E Line stops at Pico/Aliso, Mariachi Plaza and Soto for customers who ride transit.',
    'Make calling and messaging easy with click-to-call and WhatsApp, which many customers prefer to web forms.',
  ],
  metaDescription:
    'Boyle Heights SEO in English and Spanish for restaurants, shops, clinics and trades. Help your neighbors find your family business first when they search.',
};

export default neighborhood;

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
  localLandmarks: ['Mariachi Plaza', 'Hollenbeck Park', 'Breed Street Shul', 'Sixth Street Viaduct', 'Evergreen Cemetery'],
  notableBusinesses: ['Adventist Health White Memorial', 'El Tepeyac Cafe', 'La Serenata de Garibaldi', 'Guisados', 'Self Help Graphics & Art'],
  conversionTips: [
    'Go fully bilingual: your site, your Google profile, your review replies and the person who answers the phone.',
    'Show that you are local and long-established. Residents are wary of outsiders, and family history and community involvement build trust.',
    'Mention the Metro E Line stops at Pico/Aliso, Mariachi Plaza and Soto for customers who ride transit.',
    'Make calling and messaging easy with click-to-call and WhatsApp, which many customers prefer to web forms.',
  ],
  heroIntro:
    "In Boyle Heights people find a business through a cousin's recommendation, a search in Spanish on the phone and a drive down Cesar Chavez Avenue, so your listing has to read like the neighbor everyone already trusts.",
  localPicture: [
    'Boyle Heights shops along a handful of old commercial streets. Cesar E. Chavez Avenue, once Brooklyn Avenue, is lined with panaderías, clothing stores and family restaurants; First Street runs past Mariachi Plaza toward the river; Whittier Boulevard carries shopping east toward East Los Angeles; and Soto Street crosses them all. Many businesses have served the same families for generations, and their storefronts, hand-painted signs and nearby murals are part of how people recognize them.',
    'Two large medical campuses bring daily customers from outside the neighborhood: LAC+USC Medical Center and the USC Health Sciences Campus on the north side, and Adventist Health White Memorial on Cesar Chavez. Their staff, patients and visitors need food, pharmacies and quick services. Demand also follows family celebrations. Quinceañeras, baptisms and weddings keep bakeries, florists and party rental companies busy, families still hire musicians at Mariachi Plaza, and December brings the feast of the Virgin of Guadalupe and tamale season.',
    'Spanish is the everyday language of much of the neighborhood, and customers often search with the words they use at home, such as carnicería or llantera, rather than English categories. The East Los Angeles Interchange, where the 5, 10, 60 and 101 meet on the western side, puts commuters a quick exit away, and the rebuilt Sixth Street Viaduct links Boyle Heights on foot and by bike to the Arts District. Street parking is usually easier than across the river, which is worth saying.',
  ],
  strategy: [
    {
      title: 'Put neighborhood Spanish in your Google profile',
      description:
        'Write your description, services and posts with the words customers use, such as panadería, carnicería or llantera, beside the English terms. Add clear photos of your storefront and sign so people driving Cesar Chavez or Whittier recognize you at a glance.',
    },
    {
      title: 'Build pages around family celebrations',
      description:
        'Bakeries, florists, photographers and party rental companies should have pages for quinceañeras, baptisms, first communions and Día de los Muertos, in Spanish and English, with ordering lead times, so a family planning months ahead finds the answer before it calls.',
    },
    {
      title: 'Earn trust from Boyle Heights institutions',
      description:
        'Partnerships with Self Help Graphics & Art, the Boyle Heights Neighborhood Council or Roosevelt High School, and sponsorships of events at Hollenbeck Park, produce mentions from real neighbors. Those links tell Google where you belong, and they tell residents you are not an outsider.',
    },
    {
      title: 'Count WhatsApp messages and calls as leads',
      description:
        'Many customers here call or send a WhatsApp message instead of filling in a form, so web-only reports miss them. Track calls from your Google profile, tag chats by source, and ask new customers, in Spanish, how they heard of you.',
    },
  ],
  localQuestion: {
    question: 'People call this whole area East LA. Should my Boyle Heights business use that name?',
    answer:
      'Use it, but carefully. Boyle Heights is a neighborhood of the City of Los Angeles, while East Los Angeles is a separate unincorporated community of the county that begins at Indiana Street. Many people, longtime residents included, still call the whole area East LA, so the phrase belongs in your content. Keep your address and profile accurate, describe yourself as a Boyle Heights business near East LA, and write a page for customers who come from across Indiana Street.',
  },
  metaDescription:
    'Boyle Heights SEO in English and Spanish for restaurants, shops, clinics and trades on Cesar Chavez Avenue, First Street and Whittier Boulevard.',
};

export default neighborhood;

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
    'Clay Lacy Aviation',
    "Dr. Hogly Wogly's Tyler Texas BBQ",
  ],
  conversionTips: [
    'Publish fully in Spanish as well as English; Van Nuys is mostly Latino, and many customers search and call in Spanish.',
    'Law firms should say how close they are to the Van Nuys courthouses and offer same-day consultations.',
    'Auto businesses should post inventory, prices and financing details clearly; buyers compare dealers across the Valley online first.',
    'Mention the Metro G Line Van Nuys station and your parking, since both matter to local customers.',
  ],
  heroIntro:
    'Van Nuys searches come in English and Spanish and from every direction: a tire shop on Sepulveda, an immigration lawyer near the courthouses, a charter flight out of VNY. Businesses that appear in both languages get the call.',
  localPicture: [
    "Van Nuys is big and spread out, so its business follows the boulevards. Van Nuys Boulevard runs through the civic center, home to the Valley Municipal Building, the Marvin Braude constituent service center, the courthouses and the LAPD station, then continues north past clinics, taquerias and discount stores. Sepulveda Boulevard carries long rows of auto repair, tire and body shops, while Victory Boulevard and Sherman Way link the airport's hangars and industrial parks with strip centers.",
    'Most residents are Latino, many of Mexican, Salvadoran or Guatemalan origin, and for a large share of households Spanish is the language of home and of search. Weekday customers also include people working at Van Nuys Airport, Valley Presbyterian Hospital and the Anheuser-Busch brewery. The airport brings a wealthier, more occasional customer as well: private-jet travelers, pilots and charter clients who need rental cars, catering, detailing and a hotel nearby.',
    "Transit matters more here than in much of the Valley, especially for workers and older residents. The G Line stops at Van Nuys and Sepulveda stations, Metrolink commuter trains and Amtrak's Pacific Surfliner call at Van Nuys station, and the FlyAway bus runs to LAX from its lot on Woodley Avenue. Metro's planned East San Fernando Valley light rail along Van Nuys Boulevard will mean construction and, later, new foot traffic for storefronts on the route. Tax season, back-to-school shopping and the December holidays are the busiest stretches for many family businesses.",
  ],
  strategy: [
    {
      title: 'Keep a bilingual, exact profile',
      description:
        'Van Nuys addresses run for miles, so confirm your pin, hours and service area first. Then write your description with a Spanish sentence, publish updates in both languages, and reply to Spanish reviews in Spanish, so customers see you serve them before they call.',
    },
    {
      title: "Write for VNY's aviation customers",
      description:
        "Pilots, crews and private travelers search by the airport code. Charter, maintenance, detailing, catering and car-service businesses should use 'VNY' alongside 'Van Nuys Airport' in page titles and copy, and explain how they reach aircraft at the field's fixed-base operators.",
    },
    {
      title: 'Win mentions from Valley business groups',
      description:
        'The Valley Industry & Commerce Association, the Van Nuys Neighborhood Council, the San Fernando Valley Business Journal and Spanish-language community media cover Van Nuys businesses. Sponsoring a youth league or a school event nearby adds links and word of mouth in the same neighborhoods.',
    },
    {
      title: 'Count Spanish and English calls separately',
      description:
        "Put a dedicated phone number on your Spanish pages and note each caller's preferred language. Knowing how many first calls arrive in Spanish tells you how many bilingual staff to schedule and which pages are actually earning customers.",
    },
  ],
  localQuestion: {
    question: 'Is it worth targeting people with court dates or jury duty in Van Nuys?',
    answer:
      'If you sell what they need that day, yes. The Van Nuys courthouses in the civic center draw jurors, defendants, families and attorneys every weekday, and they search on their phones for parking, lunch, copies, bail bonds, interpreters and lawyers within walking distance. Keep your hours exact, state the walking time from the courthouse, make your mobile page load fast, and offer Spanish, since many families attending hearings speak it at home.',
  },
  metaDescription:
    'Van Nuys SEO for auto, legal, aviation and family businesses. Reach Valley customers in English and Spanish, and beat your competitors on Google Maps.',
};

export default neighborhood;

import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'pasadena',
  name: 'Pasadena',
  region: 'San Gabriel Valley',
  businessCount: 14500,
  population: 138700,
  populationSource: 'census-2020',
  searchCompetition: 'high',
  knownFor:
    'A historic city at the foot of the San Gabriel Mountains, known for the Rose Parade and Rose Bowl, Caltech and the nearby Jet Propulsion Laboratory, Old Pasadena and its Craftsman architecture.',
  keyIndustries: [
    'Healthcare',
    'Engineering & Science',
    'Legal Services',
    'Financial Services',
    'Restaurants',
    'Real Estate',
    'Education',
    'Retail',
  ],
  competitiveLandscape:
    'Pasadena is a full city with its own downtown, so businesses compete regionally with Glendale, Arcadia and the rest of the San Gabriel Valley. Law firms, wealth managers and engineering firms chase high-value searches, medical practices cluster around Huntington Hospital, and Old Pasadena restaurants and retailers face national chains. Residents are highly educated and research carefully, so detailed content and strong reviews win.',
  localLandmarks: [
    'Rose Bowl Stadium',
    'Pasadena City Hall',
    'Norton Simon Museum',
    'Gamble House',
    'Colorado Street Bridge',
  ],
  notableBusinesses: [
    'California Institute of Technology (Caltech)',
    'Huntington Health (Huntington Hospital)',
    "Vroman's Bookstore",
    'The Langham Huntington, Pasadena',
    "Pie 'n Burger",
  ],
  conversionTips: [
    'Plan around the big dates: the Rose Parade and Rose Bowl Game, concerts and other stadium events, and the Rose Bowl Flea Market on the second Sunday of each month.',
    'Name the nearest Metro A Line station (Del Mar, Memorial Park or Lake) and the Old Pasadena public garages in your directions.',
    'Write detailed, expert service pages; Pasadena searchers compare credentials and read the fine print before they call.',
    'Speak plainly and precisely. A city shaped by Caltech and JPL rewards clear explanations and punishes marketing fluff.',
  ],
  heroIntro:
    'Pasadena customers think in districts: Old Pasadena, Playhouse Village, South Lake, Hastings Ranch. Your page has to rank in the district where you work and satisfy readers who check credentials, licenses and reviews before they pick up the phone.',
  localPicture: [
    'Business here clusters in walkable districts along Colorado Boulevard and Lake Avenue. Old Pasadena, around Colorado and Fair Oaks, is the center for restaurants, shopping and nightlife; Playhouse Village, around the Pasadena Playhouse on El Molino Avenue, mixes theatergoers with design studios and cafés; South Lake Avenue near California Boulevard holds shops, banks and professional offices; and Hastings Ranch on the east side has big-box retail along Foothill and Rosemead boulevards. Arroyo Parkway, running south from Old Pasadena, carries the car-oriented errands: supermarkets, auto service and takeout.',
    "The customer base is unusually varied. Caltech, JPL, ArtCenter College of Design and Pasadena City College bring scientists, engineers, designers and students; Kaiser Permanente's Southern California regional offices and East West Bank's headquarters bring office workers; and Craftsman neighborhoods such as Bungalow Heaven hold owners who want historically faithful repairs. Since the Eaton fire of January 2025 burned through neighboring Altadena, many families rebuilding there turn to Pasadena architects, builders, insurance attorneys and public adjusters.",
    "Beyond New Year's, demand follows the academic years at Caltech, ArtCenter and PCC, conventions at the Pasadena Convention Center and concerts in the Arroyo. On the east side, the A Line's Allen and Sierra Madre Villa stations serve the east side and Hastings Ranch, and Old Pasadena's parking meters, whose revenue has paid for the district's sidewalks and streetscape since the 1990s, shape where visitors decide to stop. Spanish is widely spoken in Northwest Pasadena, home to many long-established Black and Latino families.",
  ],
  strategy: [
    {
      title: 'Rank in your district, not only the city',
      description:
        "Google treats Pasadena as one city, but searchers type 'Old Pasadena,' 'South Lake' or 'Playhouse Village.' Work the district name into your Business Profile description, your posts and your location page, and choose photos that show the nearby streets people recognize.",
    },
    {
      title: 'Give Altadena rebuilders a page of their own',
      description:
        'If you design, build, insure or litigate, publish a plain guide to rebuilding after the Eaton fire: which projects go through Los Angeles County permits in Altadena and which through the City of Pasadena, realistic timelines, and what your team handles.',
    },
    {
      title: "Earn mentions from Pasadena's institutions",
      description:
        'Pasadena Now, the Pasadena Star-News, the chamber of commerce, the Old Pasadena and Playhouse Village business associations, and events at Caltech and ArtCenter are the local sources worth a link. Speaking, sponsoring or showing student work there counts for more than directory listings.',
    },
    {
      title: 'Measure around the Rose Bowl calendar',
      description:
        'Compare calls, bookings and direction requests on game, flea-market and concert days with ordinary weeks. Businesses near the Arroyo or Colorado Boulevard can gain or lose on those days, and your own numbers should decide whether to promote or simply post hours.',
    },
  ],
  localQuestion: {
    question: 'Will the Rose Parade help or hurt my business on Colorado Boulevard?',
    answer:
      "Both, in sequence. The parade runs down Colorado Boulevard, spectators may claim curb space from noon the day before, and the street fills with campers overnight before it closes for the parade. When New Year's Day falls on a Sunday, everything moves to January 2. Restaurants and cafés that open early can do well, while appointment businesses usually lose the day. Post special holiday hours on Google and tell customers plainly about access and parking.",
  },
  metaDescription:
    'Pasadena SEO for practices, law firms, restaurants and retailers. Compete across the San Gabriel Valley with content that earns trust, reviews and phone calls.',
};

export default neighborhood;

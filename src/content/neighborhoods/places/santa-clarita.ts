import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'santa-clarita',
  name: 'Santa Clarita',
  region: 'Santa Clarita Valley',
  businessCount: 12000,
  population: 228700,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'The third-largest city in Los Angeles County, formed in 1987 from Valencia, Newhall, Saugus and Canyon Country, known for family-friendly planned neighborhoods, Old Town Newhall and nearby Six Flags Magic Mountain.',
  keyIndustries: ['Healthcare', 'Home Services', 'Real Estate', 'Manufacturing', 'Film Production', 'Education', 'Restaurants', 'Retail'],
  competitiveLandscape:
    'Santa Clarita is a separate suburban market where residents often search by community name, such as Valencia, Saugus, Canyon Country, Newhall or Stevenson Ranch. Home services, medical and real estate categories are crowded, and San Fernando Valley businesses also target the area. Many residents commute over the Newhall Pass, so local searches peak on evenings and weekends.',
  localLandmarks: ['William S. Hart Park and Museum', 'Old Town Newhall', 'Santa Clarita Central Park', 'The Paseos trail network'],
  notableBusinesses: [
    'California Institute of the Arts (CalArts)',
    'College of the Canyons',
    'Henry Mayo Newhall Hospital',
    'Melody Ranch Studios',
    'Valencia Town Center',
  ],
  conversionTips: [
    'Build pages for each community you serve, such as Valencia, Saugus, Canyon Country, Newhall and Stevenson Ranch; residents search by those names.',
    'Commuters book in the evening and on weekends, so offer online scheduling and extended hours.',
    'Write for families: youth sports, pediatric care, tutoring and home improvement dominate local searches.',
    'Emphasize that you are local; residents prefer Santa Clarita businesses over Valley companies that drive up only for the job.',
  ],
  heroIntro:
    'Santa Clarita residents search by the community they live in, whether Valencia, Saugus, Newhall or Canyon Country, and they would rather hire someone on their side of the Newhall Pass than wait for a crew driving up the 5.',
  localPicture: [
    "Each part of the city has its own commercial spine. Valencia's is the Town Center area, where Valencia Town Center mall, Town Center Drive, McBean Parkway and Magic Mountain Parkway meet. Newhall's is Main Street and Lyons Avenue, where the restaurants of Old Town Newhall and the Canyon Theatre Guild draw evening crowds. Saugus shops along Bouquet Canyon Road, and Canyon Country along Soledad Canyon Road and Sierra Highway. The Valencia industrial center around Rye Canyon Road and Avenue Stanford holds aerospace, medical-device and distribution companies, and Princess Cruises keeps its headquarters in town.",
    "Many residents work in the San Fernando Valley or beyond and cross the Newhall Pass every weekday on the 5 or the 14, or ride Metrolink's Antelope Valley Line and Santa Clarita Transit's commuter buses toward Los Angeles. That leaves weeknights and Saturdays for appointments and errands. Students at College of the Canyons and CalArts add a younger market, and Six Flags Magic Mountain brings visitors and seasonal jobs, busiest in summer and during its Halloween and holiday events.",
    'Spanish is the most common second language, especially in Canyon Country and Newhall. Brush fire is a fact of life, since many tracts back onto open hillsides, and red-flag days send people looking for brush-clearance crews, air purifiers and smoke restoration. Local attention runs through The Signal, KHTS radio and neighborhood social media groups, and families pass along recommendations at youth sports fields and school events, which is why a name that keeps coming up locally tends to beat a bigger Valley company.',
  ],
  strategy: [
    {
      title: 'Pin your profile to the right community',
      description:
        'The valley is wide, and Google weighs distance. Keep an accurate map pin, set service areas by community, including unincorporated Stevenson Ranch and Castaic if you serve them, and share photos of local jobs so residents see work done near their own street.',
    },
    {
      title: "Answer the commuter's questions up front",
      description:
        'Residents who leave before dawn and get home after dark want to know about evening and Saturday appointments, online booking and whether you come to their tract. Put those answers on every service page, along with the communities and landmarks you cover.',
    },
    {
      title: 'Show up in The Signal and on KHTS',
      description:
        'This valley reads its own press. Support a College of the Canyons program, a youth league or a city event in Old Town Newhall, and ask for the sponsor listing and link; local news sites and event calendars carry real weight here.',
    },
    {
      title: 'Separate valley leads from Valley leads',
      description:
        'Tag calls and forms by community and compare them with leads from the San Fernando Valley. If Canyon Country lags Valencia, the fix is usually a page, a pin or reviews from that side of town, not a bigger ad budget.',
    },
  ],
  localQuestion: {
    question: 'Should my Google listing say Valencia or Santa Clarita?',
    answer:
      "Use the address exactly as the Postal Service and your lease show it. Valencia, Saugus, Newhall and Canyon Country are communities inside the City of Santa Clarita, and mail addressed with either name arrives, but consistency across Google, Yelp and directories matters more than the choice. Then use both names in your content, because residents search 'Valencia dentist' and 'Santa Clarita dentist' alike. Stevenson Ranch and Castaic lie outside the city limits, so name them separately.",
  },
  metaDescription:
    'Santa Clarita SEO for home services, clinics and retailers in Valencia, Saugus, Canyon Country and Newhall, where searches peak on evenings and weekends.',
};

export default neighborhood;

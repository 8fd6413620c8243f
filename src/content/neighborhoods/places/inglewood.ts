import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'inglewood',
  name: 'Inglewood',
  region: 'South Bay & Harbor',
  businessCount: 5200,
  population: 107800,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    "A city next to LAX that has become one of the country's major sports and entertainment destinations, home to SoFi Stadium, the Kia Forum and Intuit Dome, with deep roots as a center of Black Los Angeles.",
  keyIndustries: [
    'Sports & Entertainment',
    'Restaurants',
    'Hotels & Hospitality',
    'Healthcare',
    'Auto Services',
    'Beauty & Barbershops',
    'Real Estate',
    'Retail',
  ],
  competitiveLandscape:
    'Stadium and arena events create huge spikes in searches for parking, food, bars and hotels, and national brands and parking and ticketing apps dominate those moments. Between events, competition is neighborhood-scale: barbers, salons, soul food restaurants and auto shops competing with Hawthorne, Westchester and South LA. Local businesses that publish event-day content can capture visitors who would otherwise never find them.',
  localLandmarks: ['SoFi Stadium', 'Kia Forum', 'Intuit Dome', 'Hollywood Park', 'Centinela Adobe'],
  notableBusinesses: ["Randy's Donuts", 'The Serving Spoon', 'Centinela Hospital Medical Center', 'Inglewood Park Cemetery'],
  conversionTips: [
    'Publish event-day pages with your hours, walking distance from SoFi Stadium, the Kia Forum or Intuit Dome, and pre-ordering.',
    'Mention the Metro K Line stations at Downtown Inglewood and Fairview Heights, and any event shuttle stops near you.',
    'Offer Spanish alongside English; about half of Inglewood residents are Latino.',
    'Highlight long-time local or Black ownership where it applies, including the Black-owned attribute on your Google Business Profile.',
  ],
  heroIntro:
    'Inglewood businesses serve two crowds that rarely overlap: neighbors who have used the same barber, caterer or tire shop for years, and fans heading for Prairie Avenue who have never searched the city before.',
  localPicture: [
    'Everyday business runs along older corridors. Market Street, the historic downtown, sits steps from the Downtown Inglewood K Line station; La Brea Avenue and Manchester Boulevard carry salons, churches, restaurants and auto shops; and Century Boulevard links the city to the airport hotels to the west. The entertainment district has grown up along Prairie Avenue between Manchester and Century, where SoFi Stadium, YouTube Theater, the Kia Forum and Intuit Dome stand within walking distance of one another.',
    'Residents include longtime Black families, a large Latino community and newer households drawn by the building boom around Hollywood Park, and neighborhood names such as Morningside Park, Fairview Heights and North Inglewood still carry meaning. Plenty of shops here are on their second or third generation of customers, and they win on trust and referrals. On event days the audience flips to fans, concertgoers and out-of-town visitors who know nothing about the city beyond the venue printed on their ticket.',
    "The event calendar sets the rhythm. Rams and Chargers games fill fall weekends, Clippers games at Intuit Dome run from fall into spring, and concerts keep the Forum, YouTube Theater and SoFi busy year-round. SoFi was a 2026 World Cup venue, hosts Super Bowl LXI in February 2027 and is set for Olympic events in 2028. On major event days the city restricts street parking in the neighborhoods around the venues, so pickup instructions and walking directions become part of every business's pitch.",
  ],
  strategy: [
    {
      title: 'Load event hours as schedules are announced',
      description:
        'The NFL releases its schedule each spring, and the Clippers and concert promoters announce dates months ahead. Enter special hours in your Google Business Profile for each date once it is public, so you show as open when fans search nearby.',
    },
    {
      title: 'Keep resident pages apart from event pages',
      description:
        'Write separate pages for neighborhood customers in Morningside Park, Fairview Heights and North Inglewood, with everyday prices, parking and weekday hours, so regulars still find you when stadium searches crowd the results around a big game or concert.',
    },
    {
      title: "Get listed by Inglewood's civic groups",
      description:
        "Join Inglewood's chamber of commerce, sponsor school, church and block-club events, and get listed in Black-owned and Latino-owned business directories that cover the city. Those links come from sites already tied to Inglewood itself, not to the stadium brands.",
    },
    {
      title: 'Tag every event date in your reports',
      description:
        "Mark each game and concert in your analytics and call log, then set those days beside quiet weekdays. You will see which events bring new customers, which only take your regulars' parking, and whether event promotions are worth the extra staff hours.",
    },
  ],
  localQuestion: {
    question: 'My shop is on Market Street, well away from SoFi Stadium. Can I still catch event-day customers?',
    answer:
      'Yes. The Downtown Inglewood K Line station sits beside Market Street, about a mile and a half from the stadium, and for some of the biggest events Metro has run free shuttles from that station to SoFi. Fans passing through look for food and somewhere to wait before and after the ride. Mention the station in the business description on your Google listing, post special hours for those dates, and show the route from the platform in your photos.',
  },
  metaDescription:
    'Inglewood SEO for restaurants, barbers, salons and local services. Capture SoFi Stadium and Intuit Dome event traffic as well as your loyal local customers.',
};

export default neighborhood;

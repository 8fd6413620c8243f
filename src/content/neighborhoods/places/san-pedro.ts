import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'san-pedro',
  name: 'San Pedro',
  region: 'South Bay & Harbor',
  businessCount: 3300,
  population: 80000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A working waterfront town within the City of Los Angeles, known for the Port of Los Angeles, its Croatian, Italian and Latino heritage, the Battleship Iowa and the views from Point Fermin.',
  keyIndustries: ['Logistics & Shipping', 'Maritime Services', 'Restaurants', 'Healthcare', 'Tourism', 'Real Estate', 'Construction Trades', 'Retail'],
  competitiveLandscape:
    'San Pedro feels like a small town, and locals stay loyal to long-running family businesses, so reputation translates directly into reviews. Competition comes from Rancho Palos Verdes, Wilmington and Torrance businesses that overlap on the map, and from port-related firms competing for shipping, trucking and maritime work. Visitor searches around the cruise terminal and the waterfront spike on sailing days.',
  localLandmarks: [
    'Battleship USS Iowa Museum',
    'Point Fermin Lighthouse',
    'Korean Bell of Friendship',
    'Cabrillo Marine Aquarium',
    'Los Angeles Maritime Museum',
  ],
  notableBusinesses: ['Port of Los Angeles', 'San Pedro Fish Market', 'Busy Bee Market', 'Warner Grand Theatre'],
  conversionTips: [
    'Write for cruise passengers: pre-cruise breakfast, parking, luggage and rideshare tips near the World Cruise Center.',
    'Port and maritime workers keep early, irregular hours; list opening times that match shift changes and make them prominent.',
    'Lean into local pride. Say how long you have served "Pedro," and reply personally to reviews from regulars.',
    'Offer Spanish, and highlight Croatian or Italian roots where they apply; heritage matters to many San Pedro families.',
  ],
  heroIntro:
    'San Pedro searches are local in the old sense: families loyal to Gaffey Street and downtown, longshore crews coming off a shift, and cruise or Catalina passengers with a few hours to fill near the waterfront.',
  localPicture: [
    "San Pedro does business on a handful of familiar streets. Gaffey Street, where the Harbor Freeway ends, carries the everyday mix of auto shops, fast food, pharmacies and grocery runs. Downtown, Sixth and Seventh Streets and Pacific Avenue hold restaurants, bars, galleries and long-running family businesses. Western Avenue on the west side serves newer housing and shoppers from neighboring Rancho Palos Verdes, while along Harbor Boulevard the West Harbor redevelopment is replacing the old Ports O' Call Village.",
    'The customer base is deeply rooted. Many families go back generations on the docks, in the canneries and on fishing boats, and longshore work still shapes household schedules. Newer residents in the downtown apartment buildings and at Ponte Vista on Western Avenue tend to find businesses through search more than through word of mouth. Visitors arrive in bursts: passengers at the World Cruise Center, riders catching the Catalina Express, and families headed for Cabrillo Beach, the marine aquarium and Point Fermin.',
    'Harbor traffic decides the busy days. Los Angeles Fleet Week brings Navy ships and crowds to the port over Memorial Day weekend, the First Thursday art walk fills downtown one evening a month, and cruise departure and return days crowd Harbor Boulevard in the morning. Parking is easier than in most of Los Angeles, with metered spaces and city lots downtown, and visitors without cars rely on rideshare or on Metro and DASH buses.',
  ],
  strategy: [
    {
      title: 'Show harbor travelers how close you are',
      description:
        'Cruise and Catalina passengers search from the terminal lots with hours to spare. State your walking or driving time from the World Cruise Center and the Catalina Express terminal in your Google Business Profile description, and confirm early sailing-day hours.',
    },
    {
      title: 'Write for each corner of Pedro',
      description:
        'Locals name their corner of town: South Shores, Vinegar Hill, Point Fermin, or the Coastal, Central and Northwest neighborhood council areas. Service businesses should give each area they cover its own page with local details, not one page for all of Pedro.',
    },
    {
      title: 'Get into Random Lengths and San Pedro Today',
      description:
        'San Pedro still reads its own papers, Random Lengths News and San Pedro Today, along with the Daily Breeze. Add the San Pedro Chamber of Commerce and heritage clubs; a few genuine mentions there outweigh dozens of generic directories.',
    },
    {
      title: "Judge results by the regulars' calls",
      description:
        'Tag links from cruise and Catalina pages, log calls from your Google listing, and note sailing days and Fleet Week in your data. Regulars keep you open all year; visitor spikes are welcome, but judge your local SEO by whether the neighborhood keeps calling.',
    },
  ],
  localQuestion: {
    question: "Should my business list 'San Pedro' or 'Los Angeles' as its city?",
    answer:
      "Use San Pedro. The town has been part of the City of Los Angeles since it consolidated with Los Angeles, along with Wilmington, in 1909, but the Postal Service recognizes San Pedro as the place name for the 90731 and 90732 ZIP codes, and Google shows it as the locality. Locals search for 'San Pedro,' not 'Los Angeles,' so keep it in your address, profile and page titles, and mention Los Angeles in your copy where it helps.",
  },
  metaDescription:
    'San Pedro SEO for restaurants, maritime firms and local services. Win over loyal locals, port workers and cruise passengers near the World Cruise Center.',
};

export default neighborhood;

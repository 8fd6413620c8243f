import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'chatsworth',
  name: 'Chatsworth',
  region: 'San Fernando Valley',
  businessCount: 3400,
  population: 37000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A northwest Valley community of horse properties, sandstone boulders and industrial parks, known for Stoney Point, the Santa Susana Pass and a long history as a location for Western films.',
  keyIndustries: [
    'Manufacturing',
    'Equestrian Services',
    'Home Services',
    'Logistics',
    'Healthcare',
    'Real Estate',
    'Restaurants',
    'Auto Services',
  ],
  competitiveLandscape:
    'Chatsworth has less search competition than the central Valley, but its industrial parks put manufacturers and suppliers in regional and national B2B competition. Home-services companies compete with providers from Northridge, Porter Ranch and Simi Valley. Equestrian and rural-property services are a niche where a few well-reviewed businesses can own the results.',
  localLandmarks: [
    'Stoney Point Park',
    'Garden of the Gods',
    'Santa Susana Pass State Historic Park',
    'Chatsworth Park South',
    'Chatsworth Nature Preserve',
  ],
  notableBusinesses: ['Sierra Canyon School', 'Cowboy Palace Saloon', 'Chatsworth Charter High School'],
  conversionTips: [
    'If you serve horse properties, say so plainly: large-animal vets, farriers, fencing and feed suppliers are searched by exact service.',
    'Manufacturers should publish capabilities, certifications and industries served; buyers search by process and specification, not by town.',
    'Create content for nearby Simi Valley, Porter Ranch and West Hills, which Chatsworth residents visit and search just as often.',
    'Mention the Chatsworth Metrolink and Amtrak station if it helps customers or employees reach you.',
  ],
  heroIntro:
    'Chatsworth searches come from two directions: a horse owner near the Santa Susana Pass who needs a farrier this week, and an engineer hunting for a machine shop on Nordhoff Street. The job is to speak plainly to both.',
  localPicture: [
    'Retail in Chatsworth is spread thin along Topanga Canyon Boulevard and Devonshire Street, where the old town center near the train station still mixes diners, auto shops, small offices and the Cowboy Palace Saloon. Most of the jobs are elsewhere, in the industrial and business parks along Nordhoff and Prairie streets, whose tilt-up buildings hold electronics makers, aerospace and medical suppliers, nutritional-supplement companies and distributors. Those employers create a weekday lunch and service trade that empties out on Saturdays.',
    'Customers fall into groups that rarely overlap. Households in the ranch-style tracts want the usual home, auto and family services. Owners of horse-keeping lots, many on streets with bridle trails toward the Santa Susana Pass and the Simi Hills, need hay delivery, fencing, arena footing, large-animal vets and manure hauling. Commercial buyers, often searching from other states, want capabilities, certifications and lead times. On weekends, climbers at Stoney Point and hikers bound for the Garden of the Gods want breakfast, coffee and gear on the way.',
    "Fire season shapes the calendar. Santa Ana winds in the fall put the hills on alert, and brush clearance, defensible-space work, horse evacuation and smoke cleanup become urgent searches. Chatsworth station is the end of Metro's G Line busway and a stop for Metrolink's Ventura County Line and Amtrak's Pacific Surfliner, which helps employers hire workers without cars. The 118 along the north edge puts Simi Valley, across the county line, a short drive away, and many Chatsworth searches cross that line in both directions.",
  ],
  strategy: [
    {
      title: 'Own the equestrian map results',
      description:
        'Few horse-service businesses in Chatsworth complete their Google Business Profile. Pick the most exact categories available, name the areas you actually drive your trailer to, and post photos of real barns, arenas and trucks instead of stock images of horses.',
    },
    {
      title: 'Write capability pages buyers can spec from',
      description:
        'A machine shop or electronics assembler here is found by process: CNC machining, cable harnesses, AS9100 or medical-device quality certification. Give each capability a page with materials, tolerances and industries served, and mention the Chatsworth plant for buyers who like to visit.',
    },
    {
      title: 'Get cited where Chatsworth talks',
      description:
        "The Chatsworth Neighborhood Council, the local chamber of commerce, trail and horse-owner groups, and Sierra Canyon School's parent network carry the mentions that matter nearby. Manufacturers should add supplier directories and trade associations, which outweigh any neighborhood link with B2B buyers.",
    },
    {
      title: 'Measure leads across the county line',
      description:
        'Plenty of calls come from Simi Valley and West Hills, not Chatsworth itself. Use tracked numbers and ask each new customer where they live, so you know whether your Ventura County pages pay off and whether fire-season demand is a spike or a trend.',
    },
  ],
  localQuestion: {
    question: 'Can a Chatsworth manufacturer get anything from local search, or is it all national?',
    answer:
      "Both matter, and local is underrated. Engineers in the San Fernando Valley's aerospace and medical-device supply chain often prefer a vendor they can drive to for a first-article inspection or a rush job. A complete Google Business Profile with an accurate category, photos of your floor and equipment, and a page that names Chatsworth and the 118 corridor can win those nearby searches while your capability pages compete nationally.",
  },
  metaDescription:
    'Chatsworth SEO for manufacturers, equestrian services and home-service companies. Own the northwest Valley search results that most competitors overlook.',
};

export default neighborhood;

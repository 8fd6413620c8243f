import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'woodland-hills',
  name: 'Woodland Hills',
  region: 'San Fernando Valley',
  businessCount: 6100,
  population: 60000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'The western anchor of the San Fernando Valley, known for the Warner Center business district, Pierce College, the Kaiser Permanente medical center and hillside neighborhoods along the Santa Monica Mountains.',
  keyIndustries: [
    'Insurance',
    'Healthcare',
    'Financial Services',
    'Legal Services',
    'Real Estate',
    'Retail',
    'Restaurants',
    'Education',
  ],
  competitiveLandscape:
    'Warner Center brings insurance, healthcare and corporate employers, and professional firms compete across the West Valley and the Conejo Valley for their clients. Retailers and restaurants along Ventura Boulevard face national chains, including the ones at Westfield Topanga just across the line in Canoga Park. Residents compare providers in Tarzana, Calabasas and West Hills, so location pages and reviews decide who appears.',
  localLandmarks: [
    'Warner Center Park',
    'Pierce College Farm',
    'Serrania Avenue Park',
    'Motion Picture & Television Fund campus',
  ],
  notableBusinesses: [
    'Los Angeles Pierce College',
    'Kaiser Permanente Woodland Hills Medical Center',
    'Farmers Insurance',
  ],
  conversionTips: [
    'Target Warner Center office workers with weekday lunch, after-work and near-office messaging.',
    'Summers here are among the hottest in Los Angeles, so HVAC, pool and cooling businesses should publish seasonal content before the heat arrives.',
    'Create pages for nearby areas such as Tarzana, West Hills, Calabasas and Canoga Park, which Woodland Hills customers also search.',
    'Pierce College students and Warner Center apartment residents skew younger; mobile-first booking and clear pricing help.',
  ],
  heroIntro:
    'Woodland Hills buyers range from claims staff grabbing lunch in Warner Center to hillside homeowners lining up brush clearance before summer. Each group searches differently, and a local business has to serve at least one of them well.',
  localPicture: [
    "Warner Center is the business core, a district of office towers and corporate campuses along Owensmouth Avenue, Canoga Avenue and Oxnard Street that houses insurance and health-care employers, ringed by apartment buildings the city's Warner Center 2035 plan allows. Ventura Boulevard is the consumer strip, with restaurants, medical offices and service businesses from Topanga Canyon Boulevard east toward Tarzana. Topanga Canyon Boulevard ties the two together and continues south over the mountains toward Topanga and the coast.",
    'Customers include Kaiser Permanente patients and staff, Pierce College students, office workers who commute in on the 101 from the Conejo Valley and Ventura County, and long-settled families in the hills south of Ventura and in the flats near Taft and El Camino Real high schools. The Motion Picture & Television Fund campus on Mulholland Drive adds residents, staff and visiting families who look for meals, flowers and services close by.',
    "Fire shapes the calendar on the hillside streets. The brush-covered slopes toward Topanga State Park burn from time to time, and the Fire Department's annual brush-clearance inspections, along with insurers' scrutiny of hillside homes, send owners looking for clearance crews, roofers and agents each spring. Summer evenings bring free concerts to Warner Center Park, and the school year at Pierce College and the high schools drives demand for tutoring and quick food. Most people drive; transit riders use the G Line, which has a Pierce College station.",
  ],
  strategy: [
    {
      title: 'Make Warner Center offices easy to find',
      description:
        'Warner Center campuses have several towers, lobby desks and garages. Put the building name and suite on your Google profile, add photos of the entrance and lobby, and say where visitors park, so clients meeting an advisor or attorney arrive without calling first.',
    },
    {
      title: 'Publish fire-season pages each spring',
      description:
        'Roofers, landscapers, insurance agents and contractors should update pages every year on brush clearance, defensible space, ember-resistant vents and insurance renewals for homes near Topanga State Park. These searches rise before inspection deadlines, and current, specific pages earn them.',
    },
    {
      title: 'Use Pierce College and Warner Center networks',
      description:
        'The Woodland Hills-Warner Center Neighborhood Council, the Warner Center Association, Pierce College departments and clubs, and booster groups at Taft and El Camino Real offer local mentions. Internships and scholarships tend to earn links that stay up for years.',
    },
    {
      title: 'Separate weekday office leads from weekend ones',
      description:
        'Log when each lead arrives. Weekday calls near Warner Center usually come from office workers and companies, while evening and weekend calls come from households. The split shows which pages, hours and ads deserve more of your budget.',
    },
  ],
  localQuestion: {
    question: "Should I target 'Warner Center' separately from 'Woodland Hills'?",
    answer:
      "Yes, if your customers work or live there. Warner Center is the business district of Woodland Hills, and the city's plan for it reaches across the line into Canoga Park, so people use the name for offices, apartments and lunch spots whatever the mailing address says. A page naming your building, the nearest G Line stop and the parking rules will catch 'Warner Center' searches a general page misses. Keep your Google address exactly as the post office writes it.",
  },
  metaDescription:
    'Woodland Hills SEO for practices, insurance agencies, retailers and home services. Compete across the West Valley, from Warner Center out to Calabasas.',
};

export default neighborhood;

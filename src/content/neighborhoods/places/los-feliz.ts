import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'los-feliz',
  name: 'Los Feliz',
  region: 'Central LA',
  businessCount: 2400,
  population: 37000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A leafy, well-off neighborhood at the foot of Griffith Park, known for its historic homes, the shops and restaurants of Vermont and Hillhurst avenues, and the Griffith Observatory and Greek Theatre above it.',
  keyIndustries: ['Restaurants', 'Healthcare', 'Boutique Retail', 'Real Estate', 'Creative Services', 'Fitness & Wellness', 'Pet Services'],
  competitiveLandscape:
    'Independent shops and restaurants on Vermont and Hillhurst compete with Silver Lake and Hollywood for the same discovery searches. Dentists, therapists and other professionals compete for a well-educated, affluent audience that reads reviews carefully. Visitors heading to Griffith Observatory and the Greek Theatre search for food and drinks nearby, which favors businesses with strong photos and up-to-date hours.',
  localLandmarks: ['Griffith Observatory', 'Greek Theatre', 'Griffith Park', 'Lovell Health House', 'Ennis House'],
  notableBusinesses: ['Skylight Books', 'The Dresden', 'Vista Theatre', 'Fred 62'],
  conversionTips: [
    'Write for people heading up the hill: "before the show" and "after the hike" content with directions from Vermont Avenue or Los Feliz Boulevard.',
    'Name your cross street and use local place names such as Los Feliz Village and Franklin Hills; residents search and give directions by them.',
    'Tell drivers where to park. Metered spots on Vermont and Hillhurst fill early on weekends, and a short parking note can save a booking.',
    "Lead with credentials and testimonials rather than discounts; this audience pays for quality and trusts its neighbors' reviews.",
  ],
  heroIntro:
    'Los Feliz customers search from a Hillhurst sidewalk at brunch, a hospital break room on Sunset, or the crowd spilling out of the Greek Theatre late at night, and they choose whoever looks open and trustworthy on the first screen.',
  localPicture: [
    "Commerce in Los Feliz follows two short, parallel avenues. Vermont Avenue between Hollywood Boulevard and Franklin is the older strip, home to Skylight Books, the Dresden and a run of older shops, and it climbs north past Los Feliz Boulevard into Griffith Park toward the Greek Theatre. Hillhurst Avenue, a few blocks east, has more restaurants, cafes and daily services. Los Feliz Boulevard, lined with apartment buildings and large older homes, carries commuter traffic between the 5 and Hollywood along the park's southern edge.",
    "The customers range from long-settled homeowners in the hills, including the gated streets of Laughlin Park, to renters in the older apartment buildings of the flats and families with children at John Marshall High and nearby elementary schools. Add the staff, patients and visitors of Kaiser Permanente Los Angeles Medical Center and Children's Hospital Los Angeles, a few blocks south at Sunset and Vermont, and there is steady weekday demand for lunch, pharmacies, childcare and quick services.",
    'Griffith Park sets the weekly rhythm. Spring through fall brings the Greek Theatre concert season, weekends bring hikers headed for the Observatory and Fern Dell, and many visitors skip the paid parking up the hill by riding the DASH Observatory bus from the Vermont/Sunset B Line station. Street parking in the flats is scarce and partly restricted by permits. Most searching happens in English, with Spanish common and Armenian heard toward the southern edge near Little Armenia.',
  ],
  strategy: [
    {
      title: 'Set Google hours for Greek Theatre nights',
      description:
        'A Vermont bar or a Hillhurst kitchen wins the after-show crowd only if Google shows it open. Add special hours for big concert nights, give the walking time from the Greek in a post, and keep your photos recent.',
    },
    {
      title: 'Write for the Sunset and Vermont hospitals',
      description:
        "Staff at Kaiser and Children's Hospital Los Angeles search on short breaks and after long shifts. A page about early opening, quick pickup or evening appointments, with the travel time from Sunset and Vermont, answers searches that few Los Feliz businesses write for.",
    },
    {
      title: 'Join Griffith Park and neighborhood efforts',
      description:
        'Friends of Griffith Park, the Los Feliz Neighborhood Council and the Los Feliz Improvement Association publish newsletters and event listings. Sponsoring a park cleanup or a neighborhood event earns a genuine local mention, which counts for more here than another directory link.',
    },
    {
      title: 'Read the search terms behind your visits',
      description:
        "Check the search terms in your Google profile's performance report each month. If 'Griffith Observatory' and 'Greek Theatre' phrases dominate, visitors are finding you; if your services and street names lead, residents are. Then decide which group deserves more posts and reviews.",
    },
  ],
  localQuestion: {
    question: 'Is it worth chasing Griffith Observatory visitors if my cafe is down on Vermont Avenue?',
    answer:
      'Often, yes, because many of them pass through. The DASH Observatory bus runs from the Vermont/Sunset B Line station through Los Feliz and up to the Observatory, and plenty of visitors eat or shop along the way before or after. A page written for Observatory visitors, naming the bus stop nearest you, your weekend evening hours and whether you can seat groups, gives those searchers a reason to stop on their way up or down.',
  },
  metaDescription:
    'Los Feliz SEO for shops, restaurants and practices on Vermont and Hillhurst. Reach residents and Griffith Park visitors searching for what is nearby.',
};

export default neighborhood;

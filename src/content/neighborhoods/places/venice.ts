import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'venice',
  name: 'Venice',
  region: 'Westside',
  businessCount: 3500,
  population: 40000,
  populationSource: 'estimate',
  searchCompetition: 'high',
  knownFor:
    'A bohemian beach neighborhood famous for the Venice Boardwalk, Muscle Beach, its canals and the boutiques and restaurants of Abbot Kinney Boulevard.',
  keyIndustries: [
    'Restaurants',
    'Tourism & Recreation',
    'Boutique Retail',
    'Tech & Creative Agencies',
    'Fitness',
    'Tattoo & Art Studios',
    'Real Estate',
    'Hotels & Hospitality',
  ],
  competitiveLandscape:
    'Venice draws huge visitor traffic, and boardwalk businesses compete for it with tour operators, rental apps and national travel lists. Abbot Kinney and Rose Avenue restaurants compete with Santa Monica and Marina del Rey for locals, and the tech and creative firms that arrived during the "Silicon Beach" years compete for talent and clients under the Venice name. Reviews and photos swing decisions quickly in such a visual, trend-driven place.',
  localLandmarks: [
    'Venice Beach Boardwalk',
    'Venice Canals',
    'Muscle Beach Venice',
    'Venice Skatepark',
    'Abbot Kinney Boulevard',
  ],
  notableBusinesses: [
    "Gold's Gym Venice",
    'Small World Books',
    'Beyond Baroque Literary Arts Center',
    'Gjelina',
  ],
  conversionTips: [
    'Serve boardwalk visitors and local residents with separate pages: tourists want quick answers and directions, while locals want quality and consistency.',
    'Be honest about parking and promote bike and walking access; beach lots fill early and many locals get around by bike.',
    'Keep your Google Business Profile photo-rich and current. Venice customers decide on look and feel before they read reviews.',
    'Add content for international visitors, who make up a large share of boardwalk traffic, and list the languages your staff speaks.',
  ],
  heroIntro:
    'Venice customers find you in two moods: a visitor on Ocean Front Walk who wants something within a few steps, and a neighbor off Abbot Kinney or Rose Avenue who already knows which café they trust.',
  localPicture: [
    'Commerce in Venice sits in pockets a short bike ride apart. Ocean Front Walk, the boardwalk most of the world calls Venice Beach, is lined with souvenir stands, cafés and street performers and runs on foot traffic. Abbot Kinney Boulevard trades in design, fashion and destination dining, Rose Avenue and the Venice end of Main Street serve the morning coffee crowd, and Lincoln and Washington Boulevards hold the grocery stores, auto shops and clinics people reach by car. Windward Avenue, with its old colonnades and the Venice sign overhead, ties the boardwalk to the rest of town.',
    'The crowd changes by the hour and the season. Summer weekends fill the boardwalk with international travelers and day-trippers from across the county, the Sunday drum circle gathers a crowd near sunset, and Venice Pride in June and the Abbot Kinney Festival in late September bring some of the biggest crowds of the year. Residents range from longtime homeowners on the canals and walk streets to renters in apartments near Lincoln, creative and tech workers, and families in Oakwood, the historic Black and Latino neighborhood, some of whom search in Spanish.',
    "How people arrive shapes what they type. Beach lots at the foot of Rose Avenue and off Venice Boulevard fill early on warm weekends, metered spaces on Abbot Kinney turn over fast, and many residents ride bikes or scooters along the beach path toward Santa Monica and Marina del Rey. So many searches start on a phone within walking distance, with phrases like 'open now' or 'near the canals.' Boardwalk shops often keep weather-dependent hours, and listings that show them accurately spare walk-ups a closed door on a foggy morning.",
  ],
  strategy: [
    {
      title: 'Name your block, not just Venice',
      description:
        "A map search from the boardwalk and one from Abbot Kinney return different results. Put your cross street and district in your profile's description, for example 'Ocean Front Walk at Windward', and pick categories that match what people type while walking.",
    },
    {
      title: 'Answer visitor questions in Venice Beach terms',
      description:
        "Visitors pair 'Venice Beach' with an activity: skate rentals, the canals walk, breakfast near the skatepark. Build short pages that answer those exact questions, with walking times from the Venice sign or the pier, and keep foggy-morning and winter hours honest.",
    },
    {
      title: "Get cited by Venice's own institutions",
      description:
        'Links with local weight come from the Venice Chamber of Commerce, The Argonaut and Yo! Venice, Abbot Kinney Festival sponsor listings, and the Venice Neighborhood Council calendar when you host something open to the public, such as a reading or a beach cleanup.',
    },
    {
      title: 'Measure walk-ins, not just clicks',
      description:
        "Much of Venice's trade happens on foot, so track direction requests and calls from your Business Profile alongside an offer mentioned only on your site. Compare festival weekends, summer Saturdays and quiet January weekdays to see which audience really pays the rent.",
    },
  ],
  localQuestion: {
    question: "Should my shop say 'Venice' or 'Venice Beach' online?",
    answer:
      "Use both, for different jobs. Venice is a neighborhood of the City of Los Angeles, and your postal address will read Venice, CA, usually with the 90291 ZIP code. Visitors, though, tend to type 'Venice Beach' for the whole neighborhood, not just the sand, because that is how the boardwalk is known around the world. Keep Venice in your address and listing details, and use Venice Beach in page titles and posts written for out-of-town customers.",
  },
  metaDescription:
    'Venice SEO for restaurants, shops, studios and creative firms, from the Boardwalk to Abbot Kinney. Reach both beach visitors and the loyal locals who stay.',
};

export default neighborhood;

import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'redondo-beach',
  name: 'Redondo Beach',
  region: 'South Bay & Harbor',
  businessCount: 4800,
  population: 71600,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'A beach city known for King Harbor, the seafood restaurants and fish markets of the Redondo Beach Pier, the Riviera Village shopping district and a major aerospace campus at Space Park.',
  keyIndustries: ['Restaurants', 'Marine & Fishing', 'Aerospace & Defense', 'Hotels & Hospitality', 'Real Estate', 'Fitness', 'Healthcare', 'Retail'],
  competitiveLandscape:
    'Redondo Beach businesses compete with Hermosa Beach, Manhattan Beach and Torrance for the same South Bay customers. Pier and harbor restaurants chase weekend visitors against tourist listings, while Riviera Village shops compete for locals who value independent businesses. Engineers and staff at Space Park add weekday demand for food and services in North Redondo.',
  localLandmarks: ['Redondo Beach Pier', 'King Harbor', 'Riviera Village', 'Seaside Lagoon', 'Veterans Park'],
  notableBusinesses: ['Northrop Grumman Space Park', 'Quality Seafood', "Tony's on the Pier", 'Redondo Beach Performing Arts Center'],
  conversionTips: [
    'Treat North and South Redondo separately in your content; the two halves shop in different places and search with different terms.',
    'Pier and harbor businesses should post sunset times, live-music nights and the rates for the pier parking structure.',
    'Target weekday lunch and after-work demand from aerospace employees around Space Park.',
    'Use "Riviera Village" by name if you are there, because locals search for it directly.',
  ],
  heroIntro:
    'Redondo Beach customers come from two directions: visitors heading for the Horseshoe Pier, the sportfishing boats and King Harbor, and residents choosing between Riviera Village, Artesia Boulevard and the Galleria for dinner, errands and appointments.',
  localPicture: [
    "Redondo's business map has three poles. The waterfront, from the Horseshoe Pier and the International Boardwalk to the marinas of King Harbor, lives on seafood, sportfishing, harbor cruises, paddleboard rentals and waterfront hotels. Riviera Village fills the blocks between Pacific Coast Highway, Catalina Avenue and Avenue I with boutiques, salons and restaurants. North Redondo is a separate market again, built around Artesia and Aviation Boulevards, the South Bay Galleria and the aerospace campus at Space Park.",
    'Who shows up depends on which pole you are near. Day-trippers from inland Los Angeles County fill the pier parking structure on warm weekends, while boaters, divers and anglers use the harbor year-round. Riviera Village draws South Redondo residents and neighbors from the Hollywood Riviera and the Palos Verdes Peninsula who park once and browse. North Redondo households, many with young children, rely on Artesia Boulevard for everyday services, and many residents work nearby in aerospace and tech, from Space Park to El Segundo.',
    'Most of the big dates fall in spring and summer. The BeachLife Festival takes over Seaside Lagoon and the harbor each May, the Riviera Village Summer Festival closes the Village streets in late June, and the Super Bowl Sunday Run fills the waterfront in February. In winter, gray whale migration keeps the whale-watching boats busy while the beach is quiet. The Metro K Line ends at Redondo Beach station on Marine Avenue, and Beach Cities Transit buses link it with the Galleria and King Harbor.',
  ],
  strategy: [
    {
      title: 'Keep harbor hours honest all year',
      description:
        "Waterfront hours shift with daylight, weather and events, and people on the pier decide on the spot. Set Google Business Profile special hours for BeachLife weekend, winter evenings and holidays, and post the day's catch or charter schedule so your listing looks current.",
    },
    {
      title: 'Answer the questions harbor visitors ask',
      description:
        'Write pages that solve a visit: where to launch a kayak or paddleboard, when whale-watching trips run, which parking entrance serves the pier, and your distance from the Horseshoe Pier. Visitors search those questions before they drive in from inland.',
    },
    {
      title: 'Join the Village and harbor groups',
      description:
        'Join the Riviera Village Association or the Redondo Beach Chamber of Commerce, take a booth at the Summer Festival, and work with harbor groups such as yacht clubs and the sportfishing landing. Their member and event pages connect your business to Redondo.',
    },
    {
      title: 'Measure summer and winter on separate baselines',
      description:
        'Measure calls, bookings and requests for directions for summer weekends and winter weekdays separately, and note festival weekends in your reports. A pier restaurant and a North Redondo dentist run on opposite calendars, and each needs its own baseline before you judge results.',
    },
  ],
  localQuestion: {
    question: 'Should my Riviera Village business also target Palos Verdes customers?',
    answer:
      "It usually pays to. Riviera Village sits at the south end of Redondo, where Pacific Coast Highway meets Palos Verdes Boulevard, a short drive from Palos Verdes Estates, which has only small shopping plazas of its own. Mention the Peninsula naturally on your site and in your profile description, and ask customers from there for reviews that say so. Don't invent a Palos Verdes address, though; Google places you where your storefront really is.",
  },
  metaDescription:
    'Redondo Beach SEO for pier restaurants, Riviera Village shops and South Bay services. Reach both visitors and locals across North and South Redondo Beach.',
};

export default neighborhood;

import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'marina-del-rey',
  name: 'Marina del Rey',
  region: 'Westside',
  businessCount: 1300,
  population: 11400,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'An unincorporated coastal community built around one of the largest man-made small-craft harbors in North America, known for boating, waterfront dining and apartment living.',
  keyIndustries: [
    'Marine Services',
    'Restaurants',
    'Hotels & Hospitality',
    'Recreation & Charters',
    'Real Estate',
    'Fitness',
    'Healthcare',
  ],
  competitiveLandscape:
    'Marina del Rey has relatively few businesses of its own, so it shares search demand with Venice, Playa Vista and Playa del Rey. Waterfront restaurants and charter operators compete with booking platforms and tourist listings, while marine services compete for a small, specialized audience of boat owners. Because the area is unincorporated, directory data is often inconsistent, and clean, matching address details become a real ranking advantage.',
  localLandmarks: [
    "Marina Beach (Mother's Beach)",
    "Fisherman's Village",
    'Burton Chace Park',
    'Ballona Wetlands Ecological Reserve',
  ],
  notableBusinesses: ['California Yacht Club', 'Del Rey Yacht Club', 'The Ritz-Carlton, Marina del Rey'],
  conversionTips: [
    'Speak to both audiences: apartment residents who need everyday services and boat owners who need specialists who know the harbor.',
    'Waterfront restaurants should lead with views, sunset times and dock access; boaters actively search for places where they can dock and dine.',
    'Explain parking, including the county-run lots around the harbor, since visitors are often unsure where they are allowed to park.',
    'Use "Marina del Rey, CA 90292" consistently across your site and listings so Google does not confuse you with Venice or Los Angeles.',
  ],
  heroIntro:
    'In Marina del Rey, customers find you from a boat slip, a balcony on Via Marina or a hotel room on Admiralty Way, and most of them pick whatever sits nearest the water.',
  localPicture: [
    "Business follows the shape of the harbor. Admiralty Way curves around the inner basins past hotels, apartment towers, Burton Chace Park and shopping centers such as Waterside and Pier 44, while Via Marina runs along the west side toward the main channel. Fiji Way leads to Fisherman's Village, the sportfishing and whale-watching boats and the public launch ramp. On the edges, Washington and Lincoln Boulevards hold the everyday shops and restaurants that serve residents on both sides of the county line.",
    'Most residents rent, many in large waterfront apartment complexes, and a smaller group live aboard their boats. Young professionals who work in Playa Vista and Santa Monica like the short commute, while boat owners, many of whom live elsewhere in the county, come down on weekends and need mechanics, detailers, canvas makers and brokers who know the harbor. Hotel guests add another layer: the marina is a short drive from LAX, so business travelers and vacationers book rooms here, then search for dinner, bike rentals and a walk along the water.',
    "The year turns on harbor events. The county's summer concerts at Burton Chace Park, the Fourth of July fireworks over the water and the holiday boat parade in December draw crowds from across the Westside, and in summer the WaterBus ferries people between landings. Because Marina del Rey is unincorporated, there is no city hall: Los Angeles County's Department of Beaches and Harbors manages the land and its leases, the Sheriff's Department polices it, and county lots with their own rates handle most parking.",
  ],
  strategy: [
    {
      title: 'Put your dock or landing on the map',
      description:
        'Boaters search from the water as well as the road. Add dock access, guest-slip details or your nearest WaterBus landing to your listing and website, and choose marine-specific categories so searches for boat detailing or bottom cleaning find you.',
    },
    {
      title: 'Build pages around harbor events and seasons',
      description:
        'Time pages to the summer concerts, Fourth of July fireworks and the holiday boat parade: where to watch, where to park, how to book a table with a view. Marine services can publish haul-out and winter-storm preparation guides for local boat owners.',
    },
    {
      title: "Earn mentions from the marina's own organizations",
      description:
        "The yacht clubs, sailing schools and charter fleets, the county's Visit Marina del Rey site, The Argonaut and The Log all cover harbor life. A regatta prize, a boat-parade entry or a concert-night partnership earns links that reach boaters directly.",
    },
    {
      title: 'Measure calls by audience and season',
      description:
        'Track calls and bookings separately for marine services, residents and hotel guests, and compare summer with the quieter winter months. Charter and waterfront businesses should check whether event pages bring bookings or only browsers, then move effort to what pays.',
    },
  ],
  localQuestion: {
    question: 'Why does Google sometimes show my Marina del Rey business as being in Venice or Los Angeles?',
    answer:
      'Because the name covers more than the marina. Marina del Rey itself is unincorporated county land, but its 90292 ZIP code also reaches inside Los Angeles city limits, including the Marina Peninsula, which is part of Venice, and areas east of Lincoln such as Villa Marina. Directories guess when they see that ZIP. Use one exact address format everywhere, keep Marina del Rey as the city, and correct mismatches on Apple Maps, Yelp and the major data aggregators.',
  },
  metaDescription:
    'Marina del Rey SEO for waterfront restaurants, charters, marine services and local businesses. Rank across the Marina, Venice and Playa Vista searches.',
};

export default neighborhood;

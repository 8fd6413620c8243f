import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'echo-park',
  name: 'Echo Park',
  region: 'Central LA',
  businessCount: 2600,
  population: 43000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A hilly, creative neighborhood centered on Echo Park Lake and its lotus beds, known for indie music venues, cafes along Sunset Boulevard and its location next door to Dodger Stadium.',
  keyIndustries: ['Restaurants', 'Bars & Music Venues', 'Coffee Shops', 'Vintage & Boutique Retail', 'Creative Services', 'Fitness & Yoga', 'Real Estate'],
  competitiveLandscape:
    'Most competitors here are independent cafes, bars, shops and studios that rank on reviews and photos rather than big budgets. The harder fight is with Silver Lake and Downtown businesses that show up for the same "near me" searches a mile away. On Dodgers home game days, searches for food, drinks and parking along Sunset jump, and businesses with accurate hours and fresh posts capture that traffic.',
  localLandmarks: ['Echo Park Lake', 'Angelus Temple', 'Carroll Avenue Victorian homes', 'Elysian Park'],
  notableBusinesses: ['The Echo and Echoplex', 'Stories Books & Cafe', 'Masa of Echo Park'],
  conversionTips: [
    'Use walkable anchors like Echo Park Lake or Sunset and Alvarado in your directions; many customers arrive on foot or by bike.',
    'Post game-day hours and specials on your Google Business Profile during Dodgers season, when fans fill Sunset Boulevard before and after games.',
    'Keep photos current. Younger, mobile-first searchers judge the menu, the room and the mood from photos before they read a single review.',
    'Publish key pages in Spanish too; Echo Park still has a large, long-established Latino community.',
  ],
  heroIntro:
    'Echo Park customers find you on their way somewhere: a lap around the lake, the walk up to Dodger Stadium, a late show at the Echo. Being on that route, in English and in Spanish, is what gets you chosen.',
  localPicture: [
    "Echo Park's business life runs along Sunset Boulevard from Alvarado Street to Elysian Park Avenue, up Echo Park Avenue into the hills, and along Glendale Boulevard past Angelus Temple and the lake. The blocks of Alvarado near Sunset are among the busiest, with taquerias, bakeries and phone shops beside newer cafes, while Echo Park Avenue north of Sunset feels like a village main street, with small restaurants and shops below homes climbing toward Elysian Heights.",
    'Dodger Stadium sets much of the calendar. From opening day through the end of the season, and into October when the team reaches the playoffs, fans pour along Sunset before first pitch and look for food and drinks afterward. In summer the lotus beds bloom on the lake and the pedal boats draw weekend visitors, while the Echo and the Echoplex bring concertgoers most nights of the year. Angelus Temple, with its congregation and community programs, adds a Sunday rhythm of its own.',
    'Spanish is the first language in many Echo Park households, especially in the flats near Alvarado and along Sunset, and Tagalog is common just south across the 101 in Historic Filipinotown. There is no rail station in the neighborhood; buses run on Sunset, Alvarado and Glendale, and the Dodger Stadium Express carries game-day fans from Union Station. Parking tightens on game nights, when permit rules and lot prices push drivers around, so walkability and bike racks count for more than a big lot.',
  ],
  strategy: [
    {
      title: 'Lead your map listing with the street view',
      description:
        'Choose Google categories that match what people search near the lake, such as breakfast, tacos or coffee, and lead with photos taken from the sidewalk on Sunset or Echo Park Avenue. Walkers pick the storefront they recognize from their screen.',
    },
    {
      title: "Name Echo Park's pockets on your pages",
      description:
        "Searchers say Angelino Heights, Elysian Heights or 'by the lake' as often as Echo Park. Sections that name the pocket you serve, with a landmark such as the Carroll Avenue houses or Angelus Temple, catch searches that one neighborhood page misses.",
    },
    {
      title: 'Team up with venues and the council',
      description:
        'Offer a pre-show deal and ask the Echo and the Echoplex to share it with their audiences, and support events run by the Greater Echo Park Elysian Neighborhood Council. Their posts, and the local blogs that repeat them, anchor you in Echo Park.',
    },
    {
      title: 'Compare home games with away dates',
      description:
        'Log calls, orders and direction requests on Dodgers home-game dates against the same weekdays when the team is on the road. If the crowd fills your room but not your repeat business, keep game-day posts simple and spend your effort on neighbors.',
    },
  ],
  localQuestion: {
    question: "Should my Echo Park bar try to rank for 'near Dodger Stadium'?",
    answer:
      'Yes, as long as you are honest about the walk. Dodger Stadium sits in Chavez Ravine, just above Echo Park, and many fans who skip the stadium lots walk up Elysian Park Avenue from Sunset Boulevard. A page that gives the walking route from your door, your hours before first pitch and after the last out, and whether you take groups answers what those fans are actually searching for, and it can keep earning visits every season.',
  },
  metaDescription:
    'Echo Park SEO for cafes, bars, shops and studios. Stand out from Silver Lake and Downtown competitors, and catch Dodgers game-day searches along Sunset.',
};

export default neighborhood;

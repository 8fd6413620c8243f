import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'burbank',
  name: 'Burbank',
  region: 'San Fernando Valley',
  businessCount: 10500,
  population: 107300,
  populationSource: 'census-2020',
  searchCompetition: 'high',
  knownFor:
    'The self-styled Media Capital of the World, home to Warner Bros., the Walt Disney Studios and dozens of post-production, animation and broadcast companies, plus a walkable downtown and Hollywood Burbank Airport.',
  keyIndustries: [
    'Entertainment',
    'Post-Production',
    'Animation',
    'Aviation',
    'Restaurants',
    'Healthcare',
    'Retail',
    'Real Estate',
  ],
  competitiveLandscape:
    "Burbank's B2B market is intensely competitive: post houses, equipment rental, payroll and production-service companies all target studio buyers, and many firms based in Hollywood or Glendale market to Burbank too. On the consumer side, Downtown Burbank and Magnolia Park businesses compete with Glendale, Toluca Lake and North Hollywood. Studio workers search around shoot schedules and short lunch breaks.",
  localLandmarks: [
    'Hollywood Burbank Airport',
    'Johnny Carson Park',
    'Wildwood Canyon Park',
    'Stough Canyon Nature Center',
    'Magnolia Park',
  ],
  notableBusinesses: [
    'Warner Bros. Studios',
    'The Walt Disney Studios',
    "Bob's Big Boy",
    'Providence Saint Joseph Medical Center',
  ],
  conversionTips: [
    'Match studio schedules: early breakfast, a fast lunch and late pickup options appeal to crews and office staff.',
    'Write "near Burbank airport" content if you serve travelers, with drive times and parking or shuttle details.',
    'Offer Armenian alongside English where you can; Burbank has a large Armenian American community.',
    'Point visitors to the Downtown Burbank public parking structures and the Downtown Burbank Metrolink station.',
  ],
  heroIntro:
    'Two kinds of Burbank searches keep local businesses busy: a production coordinator on Olive Avenue who needs a vendor by morning, and a family in the Rancho neighborhood choosing where to eat on Magnolia Boulevard tonight.',
  localPicture: [
    "Burbank's commerce sorts itself by district. The Media District, around Olive and Alameda avenues and Riverside Drive, is studio country: the Warner Bros. lot, the Disney lot and Nickelodeon's animation studio are a short drive apart, and prop houses, caterers, payroll firms and edit bays fill the streets between them. Downtown, San Fernando Boulevard and Burbank Town Center pull regional shoppers, helped by a large IKEA nearby, while Magnolia Park, around Magnolia Boulevard and Hollywood Way, is the place for vintage clothing and independent cafes.",
    "On weekdays, crews, editors and assistants from the Burbank lots search for equipment, catering and quick errands in whatever window their call sheet allows, and that traffic thins when shows go on hiatus or the industry slows, as Burbank saw during the 2023 writers' and actors' strikes. Evenings and weekends belong to residents, a settled city of homeowners and families who search for tutors, pediatric dentists, youth sports and home repair. Visitors add a third stream: people arriving for the Warner Bros. Studio Tour and travelers passing through Hollywood Burbank Airport.",
    "Besides English, many customers search in Armenian, and Spanish matters for trades and home services; reviews written in those languages make a listing feel local to those readers. Burbank is also easier to reach without a car than most of the Valley: Metrolink stops downtown and at the airport, and the city's BurbankBus links the downtown station with the Media District. Summer brings concerts and the Fourth of July fireworks to the Starlight Bowl, and on Friday nights classic cars still gather at Bob's Big Boy on Riverside Drive.",
  ],
  strategy: [
    {
      title: 'Build a listing studio buyers can trust',
      description:
        'Pick categories that match what production staff type, such as equipment rental agency or video editing service, show loading access and delivery vans in your photos, and keep early-morning hours accurate, since crews often search before their call time on the lots.',
    },
    {
      title: 'Give each Burbank district its own page',
      description:
        'Customers name districts, not ZIP codes. Write separate pages for Downtown, Magnolia Park and the Media District with details that only fit there: the walk from Burbank Town Center, the blocks off Hollywood Way, or delivery times to studio gates on Olive Avenue.',
    },
    {
      title: "Get cited by Burbank's media and civic groups",
      description:
        "Join the Burbank Chamber of Commerce, get listed with the Downtown Burbank Partnership if you are downtown, sponsor a Burbank Unified booster club, and offer expertise to myBurbank. These mentions show a real Burbank business, not a Hollywood firm's landing page.",
    },
    {
      title: 'Track studio work apart from neighborhood work',
      description:
        'Use separate call-tracking numbers for studio-services pages and resident pages, and ask new callers which lot or show they work on. Production demand swings with the industry, so judge results against hiatus periods and production starts, not only against last month.',
    },
  ],
  localQuestion: {
    question: 'Should my Magnolia Park shop call itself Magnolia Park or Burbank online?',
    answer:
      "Use both, each in its place. Magnolia Park is a Burbank neighborhood, not a city, so your Google Business Profile address stays Burbank, and that is what Google uses to place you on the map. Shoppers, though, plan vintage crawls by the district's name, so put 'Magnolia Park' in your business description, photo captions, posts and website headings. Leave it out of your Google business name unless it is really on your sign.",
  },
  metaDescription:
    'Burbank SEO for production vendors, post houses, restaurants and local services. Reach studio buyers and Valley residents in local and organic search results.',
};

export default neighborhood;

import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'silver-lake',
  name: 'Silver Lake',
  region: 'Central LA',
  businessCount: 2800,
  population: 32000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A creative hillside neighborhood around the Silver Lake Reservoir, known for modernist homes, the coffee shops and restaurants of Sunset Junction, and a long history at the center of LGBTQ life in Los Angeles.',
  keyIndustries: ['Restaurants', 'Coffee Shops', 'Creative Agencies', 'Boutique Retail', 'Fitness & Wellness', 'Architecture & Design', 'Bars', 'Real Estate'],
  competitiveLandscape:
    'Silver Lake has a national reputation, so its restaurants and shops compete with press lists and trend roundups as much as with their neighbors. Creative agencies, architects and designers use "Silver Lake" as part of their brand and chase the same clients across the Eastside. Residents are loyal to independent businesses but quick to try something new, which makes reviews and word of mouth decisive.',
  localLandmarks: ['Silver Lake Reservoir', 'Sunset Junction', 'Music Box Steps', 'Neutra VDL Research House', 'Micheltorena Stairs'],
  notableBusinesses: ['The Black Cat', 'Casita del Campo', 'Intelligentsia Coffee Silver Lake'],
  conversionTips: [
    'Cover the whole Eastside in your content, including Echo Park, Los Feliz and Atwater Village, since residents move among them without a second thought.',
    'Show what makes you independent: owner stories, local sourcing and neighborhood events convert better here than polished corporate copy.',
    'Use inclusive language and add the LGBTQ+ friendly attribute to your Google Business Profile if it applies; many searchers look for it.',
    'Explain parking and walking access around Sunset Junction and the Reservoir, where street parking is tight on weekends.',
  ],
  heroIntro:
    'A Silver Lake customer is usually already on foot, circling the Reservoir or walking Sunset between Hyperion and Silver Lake Boulevard, and the business that wins is the one that shows up clearly before they reach the next corner.',
  localPicture: [
    "Silver Lake's storefronts line a few long streets rather than one main drag. Sunset Boulevard carries most of them, through Sunset Junction, where Santa Monica Boulevard meets Sunset, and past Sunset Triangle Plaza, the city's first street-to-plaza conversion. Hyperion Avenue and Rowena Avenue head north toward Atwater Village with restaurants, salons and small markets, Silver Lake Boulevard links the Reservoir to the flats, and Glendale Boulevard runs along the neighborhood's east side.",
    'The Reservoir sets the daily rhythm. Walkers and runners circle it from dawn, dog owners gather at the dog park beside it, and families fill the Silver Lake Meadow on weekends, so coffee, breakfast and pet businesses within a few blocks see early, steady traffic. Weekend visitors from the Westside and the Valley come for brunch and shopping along Sunset, while the people who keep places open all year are homeowners in the hills and renters in the flats, many of them working in design, music, film and tech.',
    'There is no Metro rail stop in Silver Lake itself; the closest is Vermont/Sunset on the B Line, just west of the neighborhood, so most customers drive, bike or ride the buses on Sunset. Hill streets are steep, narrow and often permit-only, and meters on Sunset fill quickly. Spanish remains common in the flats south of Sunset, where Latino families have lived for generations, and the LGBTQ+ history that runs back to the 1967 protest at the Black Cat still shapes where many customers feel welcome.',
  ],
  strategy: [
    {
      title: 'Tie your profile to Reservoir or Junction',
      description:
        'Google matches listings to the place names people type. Say in your description and posts whether you are near the Reservoir, at Sunset Junction or on Hyperion, and add photos that show the street, so searchers recognize your corner at a glance.',
    },
    {
      title: 'Publish guides only a neighbor could write',
      description:
        'A walking loop around the Reservoir with coffee stops, a list of dog-friendly patios or a parking map for Sunset Junction earns links and saves that a service page rarely does. Tie each guide to what you sell, and keep it current.',
    },
    {
      title: 'Earn mentions from Eastside voices',
      description:
        'The Silver Lake Neighborhood Council, the Silver Lake Reservoirs Conservancy and Eastside newsletters and blogs list local events and partners. Hosting a gallery night, a group Reservoir walk or a fundraiser gives them a reason to mention you and link to your site.',
    },
    {
      title: 'Count the walk-ins your analytics miss',
      description:
        'Many customers here find you on a phone and walk over, so clicks undercount them. Compare Google calls and direction requests with a quick question at the register about how people found you, and learn whether Reservoir regulars or weekend visitors pay the rent.',
    },
  ],
  localQuestion: {
    question: 'My address reads Los Angeles 90026, not Silver Lake. Will people searching for Silver Lake still find me?',
    answer:
      'They can, but you have to say it. Silver Lake has no postal name of its own and shares its ZIP codes with neighbors: 90026 also covers Echo Park, and 90039 takes in Atwater Village. Google draws neighborhood lines from its own map data, which do not always match where locals draw them. Name Silver Lake in your profile description, page titles and headings, and mention landmarks such as the Reservoir, so both Google and customers place you correctly.',
  },
  metaDescription:
    'Silver Lake SEO for independent restaurants, shops, studios and agencies. Earn the reviews and the local rankings that Eastside customers trust and act on.',
};

export default neighborhood;

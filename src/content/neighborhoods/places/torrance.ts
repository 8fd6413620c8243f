import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'torrance',
  name: 'Torrance',
  region: 'South Bay & Harbor',
  businessCount: 12500,
  population: 147100,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'A large South Bay city with a strong manufacturing and corporate base, home to American Honda, Del Amo Fashion Center and one of the largest Japanese American communities in the country.',
  keyIndustries: ['Automotive', 'Manufacturing', 'Aerospace', 'Healthcare', 'Retail', 'Restaurants', 'Real Estate', 'Logistics'],
  competitiveLandscape:
    'Torrance is a regional shopping and employment hub, so businesses face national chains around Del Amo and strong local independents, especially in Japanese dining and retail. Service businesses compete with the rest of the South Bay, from Redondo Beach to Gardena, for family-oriented searches. Manufacturers and suppliers compete regionally for B2B work tied to the automotive and aerospace industries.',
  localLandmarks: ['Torrance Beach', 'Madrona Marsh Preserve', 'Torrance Cultural Arts Center', 'Old Torrance', 'Wilson Park'],
  notableBusinesses: ['American Honda Motor Co.', 'Del Amo Fashion Center', 'Torrance Memorial Medical Center', 'Mitsuwa Marketplace'],
  conversionTips: [
    'Offer Japanese-language pages and staff where you can; many customers, including families of Japanese corporate employees, prefer it.',
    'Families dominate local search, so emphasize convenience, weekend hours and kid-friendly services.',
    'Retailers and restaurants near Del Amo should post holiday and sale-season hours early to catch shoppers planning a mall trip.',
    'Use "South Bay" and local names such as Old Torrance and West Torrance in your content; residents search with them.',
  ],
  heroIntro:
    'In Torrance, getting found means reaching a West Torrance family, a Honda or hospital employee between shifts, and a Japanese-speaking newcomer fresh off a corporate transfer, each searching from a different boulevard and sometimes in a different language.',
  localPicture: [
    'Torrance has no single main street. Its commerce stretches along long, car-oriented boulevards: Hawthorne Boulevard runs past Del Amo Fashion Center, Crenshaw Boulevard and Pacific Coast Highway meet at Rolling Hills Plaza, and Sepulveda and Torrance Boulevards are lined with strip centers. Old Torrance, the original downtown planned by the Olmsted Brothers firm, is the exception: a walkable grid around El Prado and Sartori Avenue with independent restaurants, bars and shops that locals seek out by name.',
    'Japanese restaurants, bakeries and markets are spread through plazas all over the city rather than gathered in one enclave, so customers find them by searching, often in Japanese. Many of those searchers are families posted to the U.S. offices of Japanese companies for a few years at a time, and Torrance also has a large Korean American community. Around them is a broad base of homeowners who stay for the Torrance Unified schools, and employers from Torrance Memorial to Robinson Helicopter at Zamperini Field put commuters on the road at predictable hours.',
    "A few dates stand out each year. The Armed Forces Day Parade, held on Torrance Boulevard each May since 1960 and billed as the nation's longest-running military parade sponsored by a city, fills the civic center area and brings military exhibits to Del Amo. Holiday shopping swamps Hawthorne Boulevard from Thanksgiving on, and summer pulls people toward Torrance Beach and the Hollywood Riviera. Nearly everyone drives and expects free parking in a plaza lot, so a visible sign and clear directions to the entrance matter more than transit details.",
  ],
  strategy: [
    {
      title: 'Make each plaza location easy to find',
      description:
        'Torrance shoppers reach most businesses through a strip-center lot. Put the plaza name and cross streets, such as Crenshaw and PCH, in your Google Business Profile, add storefront and entrance photos, and check that the map pin sits on your unit.',
    },
    {
      title: "Answer newcomers' first-month questions",
      description:
        'Families arriving on corporate assignments search for practical help: a dentist who explains U.S. insurance, a driving school, a mechanic for a leased car. Write pages in Japanese, and in Korean where it fits, around those real first-month tasks instead of translating your homepage.',
    },
    {
      title: "Earn mentions through Torrance's civic life",
      description:
        "Sponsor or exhibit during Armed Forces Day weekend, join the Torrance Area Chamber of Commerce, and take part in Japanese community events, including those tied to the city's sister-city bond with Kashiwa, Japan. Each earns a local link and a mention.",
    },
    {
      title: 'Track calls by language and by boulevard',
      description:
        'Give your Japanese pages their own call-tracking number and your Google profile a tagged link, then ask new customers which center brought them in. In a city this spread out, knowing whether Hawthorne or Western drives calls shows where to spend.',
    },
  ],
  localQuestion: {
    question: 'Do I need a separate Japanese Google Business Profile for my Torrance shop?',
    answer:
      "No. Google allows one profile per location, and Japanese-language users already see its categories and interface in Japanese. What you control is the content: add Japanese to your business description and posts, reply to Japanese reviews in Japanese, and link to a Japanese page on your site. In Torrance, where Japanese companies' U.S. offices bring families on multi-year assignments, those details help a newcomer feel confident before the first visit, and they cost far less than a second location.",
  },
  metaDescription:
    'Torrance SEO for restaurants, retailers, clinics and manufacturers. Compete across the South Bay in English and Japanese search, and win more calls and visits.',
};

export default neighborhood;

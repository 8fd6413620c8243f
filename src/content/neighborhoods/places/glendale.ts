import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'glendale',
  name: 'Glendale',
  region: 'Verdugos',
  businessCount: 16000,
  population: 196500,
  populationSource: 'census-2020',
  searchCompetition: 'high',
  knownFor:
    'A major city just north of Downtown LA, known for the Americana at Brand and Glendale Galleria, Forest Lawn Memorial Park, and one of the largest Armenian American communities in the country.',
  keyIndustries: [
    'Retail',
    'Healthcare',
    'Restaurants',
    'Entertainment & Animation',
    'Real Estate',
    'Legal Services',
    'Insurance',
    'Auto Dealers',
  ],
  competitiveLandscape:
    'Glendale is a regional shopping and services hub, so businesses face national retailers at the Galleria and the Americana as well as well-established local competitors along Brand Boulevard. Dental, legal, auto, real estate and insurance categories are especially crowded, and many searches happen in Armenian as well as English. Shoppers come from across the Valley, Pasadena and Northeast LA.',
  localLandmarks: [
    'Forest Lawn Memorial Park',
    'Brand Library & Art Center',
    'Alex Theatre',
    'Deukmejian Wilderness Park',
  ],
  notableBusinesses: [
    'The Americana at Brand',
    'Glendale Galleria',
    'DreamWorks Animation',
    "Porto's Bakery & Cafe",
    'Adventist Health Glendale',
  ],
  conversionTips: [
    'Offer Armenian-language pages and staff; Glendale has one of the largest Armenian communities outside Armenia, and many customers prefer it.',
    'Shoppers at the Americana and the Galleria search on the spot, so keep hours, menus and wait times current.',
    "Point drivers to the city's downtown public parking structures, which make a quick visit easy.",
    'Write content for neighboring communities such as Montrose, La Crescenta and Atwater Village; many customers come from there.',
  ],
  heroIntro:
    'Glendale shoppers move between languages and districts in one afternoon: an Armenian bakery on Glenoaks Boulevard, lunch at the Americana, a dentist in Montrose. A business that wants their call has to appear in each of those searches.',
  localPicture: [
    'Brand Boulevard is the spine. The Glendale Galleria and the Americana at Brand sit side by side near Colorado Street, office towers and restaurants run north toward the Alex Theatre, and south Brand is lined with car dealerships. Away from downtown, smaller districts keep loyal customers of their own: Montrose along Honolulu Avenue, Kenneth Village in the northwest, Adams Square on the south side, and long stretches of Glendale Avenue and Glenoaks Boulevard, where medical offices, bakeries and Armenian-owned shops fill the storefronts.',
    "The Armenian community defines much of the market, and it is not one audience. Families who came from Armenia, Iran, Lebanon and Syria speak different forms of Armenian, and many older customers from Armenia also read Russian, while those from Iran read Farsi. Commuters add weekday demand: Disney's Grand Central Creative Campus and DreamWorks Animation bring large creative workforces to the Grand Central business district near the 5 and the 134, Glendale Community College fills the Verdugo Road area with students, and Korean families in Montrose and the Crescenta Valley add another search language.",
    "The calendar has local peaks. Armenian Christmas falls on January 6, which stretches holiday shopping and catering orders past New Year's, Glendale Tech Week brings startup and investor events each year, and the Sunday Harvest Market draws a weekly crowd to Honolulu Avenue in Montrose. Most customers drive, but the Glendale Beeline covers local routes, and Metrolink and Amtrak trains stop at the Larry Zarian Transportation Center.",
  ],
  strategy: [
    {
      title: "Sharpen your listing for downtown's tight grid",
      description:
        'Downtown listings sit a block apart, so details decide the map pack: a primary category naming your specialty, a map marker on your storefront, photos of your entrance from Brand or Central, and special hours before Armenian Christmas and April 24.',
    },
    {
      title: "Write Armenian pages in your customers' dialect",
      description:
        'Have a fluent writer prepare your main service pages instead of machine translation. Families from Armenia and Iran mostly use Eastern Armenian, while those from Lebanon and Syria use Western Armenian; match the community you serve, and give those pages their own URLs.',
    },
    {
      title: 'Get named by Glendale institutions',
      description:
        'Chamber membership, Montrose Shopping Park Association events, Glendale Tech Week sponsorships, Glendale Community College job boards and Armenian American community organizations all publish local mentions. Those are links tied to Glendale that an out-of-town chain on Brand Boulevard cannot easily match.',
    },
    {
      title: 'Count calls by language and district',
      description:
        'Route calls from your Armenian pages to their own tracking number, and log whether callers come from downtown, Montrose, south Glendale or the Crescenta Valley. That shows which language and which neighborhood pages earn their keep, and where to add staff.',
    },
  ],
  localQuestion: {
    question: 'How should my Glendale business handle April 24 on Google?',
    answer:
      'Treat it like a major holiday. April 24 is Armenian Genocide Remembrance Day: Glendale Unified and Glendale Community College close, many Armenian-owned businesses close or shorten their hours, and community commemorations fill the day. Set special hours on your Google listing a week ahead so Maps does not show you open while you are closed. If you stay open, say so in a post, because customers will check before they drive over.',
  },
  metaDescription:
    'Glendale SEO for retailers, clinics, law firms and restaurants. Compete with national brands on Brand Boulevard, and rank in both English and Armenian searches.',
};

export default neighborhood;

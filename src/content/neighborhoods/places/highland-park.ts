import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'highland-park',
  name: 'Highland Park',
  region: 'Northeast LA',
  businessCount: 2500,
  population: 56000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'One of the oldest neighborhoods in Los Angeles, known for Craftsman homes along the Arroyo Seco and for the bars, coffee shops and vintage stores of York Boulevard and Figueroa Street alongside long-running Latino businesses.',
  keyIndustries: ['Restaurants', 'Bars', 'Coffee Shops', 'Vintage & Boutique Retail', 'Real Estate', 'Home Services', 'Creative Studios', 'Healthcare'],
  competitiveLandscape:
    'Highland Park has two business communities that often target different customers: newer restaurants and shops that draw visitors from across Los Angeles, and long-established Latino businesses serving longtime residents. The first group competes with Silver Lake and Echo Park for discovery searches, the second with Eagle Rock and Lincoln Heights for everyday services. Review volume and fresh photos make the biggest difference on York and Figueroa.',
  localLandmarks: ['Chicken Boy', 'Lummis Home and Garden', 'Sycamore Grove Park', 'Highland Theatre building', 'Arroyo Seco Park'],
  notableBusinesses: ['Highland Park Bowl', "Galco's Soda Pop Stop", 'Cafe de Leche'],
  conversionTips: [
    'Publish in English and Spanish; many longtime residents prefer Spanish, and bilingual pages widen your reach.',
    'Mention the Metro A Line Highland Park station on Marmion Way for visitors coming from Downtown or Pasadena.',
    'Lean into neighborhood identity with local history and events; Highland Park customers favor businesses that feel rooted here.',
    'Give clear parking guidance for York and Figueroa, where spots are scarce on weekend nights.',
  ],
  heroIntro:
    'Highland Park customers come from down the block and across the city: neighbors who have shopped on Figueroa for decades, and weekend visitors stepping off the train at Avenue 57 or walking York Boulevard for dinner.',
  localPicture: [
    "Two commercial streets carry most of the neighborhood's business, each with its own rhythm. North Figueroa Street, the older spine, mixes long-running Latino bakeries, clinics, tax preparers and discount stores with the bars, restaurants and shops that have opened beside them. York Boulevard, especially the blocks around Avenue 50, has become a destination strip for coffee, cocktails, dinner and secondhand clothes. The numbered avenues that join the two hold small studios, galleries such as Avenue 50 Studio, and corner markets.",
    'The customers split along familiar lines. Longtime residents, many of them Mexican American and Central American families, shop close to home and often search in Spanish. Newer residents renting Craftsman bungalows and apartments look up coffee, dinner, fitness and home services on the go. Occidental College sits just over the line in Eagle Rock, and its students and staff are regulars on York, while Franklin High School on Avenue 54 anchors the school-year routines of many local families.',
    "Demand peaks on Friday and Saturday nights and at weekend brunch. The A Line's Highland Park station brings riders from Pasadena and Downtown, and since the Regional Connector opened in 2023 the same line runs on to Long Beach without a transfer. Much of the neighborhood lies within the Highland Park-Garvanza Historic Preservation Overlay Zone, one of the largest in Los Angeles, so exterior changes to older homes go through design review, which shapes which contractors and architects homeowners hire.",
  ],
  strategy: [
    {
      title: 'Pin your listing to the cross avenue',
      description:
        'York and Figueroa pack many similar businesses into a few blocks. Name your cross avenue in the description on your Google profile, upload sidewalk-level storefront photos, and keep evening hours exact, so people walking from the station recognize you.',
    },
    {
      title: 'Write HPOZ pages if you renovate homes',
      description:
        'Contractors, architects, window and roofing firms should explain what the Highland Park-Garvanza HPOZ means for a project, from design review to porch and window changes, and show Craftsman work you have completed. Homeowners search those exact questions, and few competitors answer them.',
    },
    {
      title: "Be part of NELA's community coverage",
      description:
        'The Eastsider and the Boulevard Sentinel cover Highland Park businesses, and the Highland Park Heritage Trust and the Historic Highland Park Neighborhood Council hold events and share community news. A mention from any of them carries more weight here than a citywide directory.',
    },
    {
      title: 'Compare Spanish and English inquiries',
      description:
        'Give your Spanish pages their own tracking number or form, log whether each call and review came in Spanish or English, and compare over a few months. The two groups often want different hours, services and offers, which should shape how you write and advertise.',
    },
  ],
  localQuestion: {
    question: "Which name do people search: 'Highland Park' or 'Northeast LA'?",
    answer:
      "Lead with Highland Park. It is the neighborhood name Google Maps shows, the one locals use for the area around the 90042 ZIP code, and what people type when they search. 'Northeast LA,' often shortened to NELA, is useful too, because neighbors and local media use it for the cluster that also includes Eagle Rock, Cypress Park, Glassell Park and Mount Washington. Put Highland Park in your titles and profile, and use NELA in your copy to catch the broader searches.",
  },
  metaDescription:
    'Highland Park SEO for restaurants, bars, shops and services on York and Figueroa. Reach new visitors and longtime residents in English and Spanish search.',
};

export default neighborhood;

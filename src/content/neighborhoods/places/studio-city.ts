import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'studio-city',
  name: 'Studio City',
  region: 'San Fernando Valley',
  businessCount: 3900,
  population: 35000,
  populationSource: 'estimate',
  searchCompetition: 'high',
  knownFor:
    'A Valley neighborhood named for the studio lot now called Radford Studio Center (long known as CBS Studio Center), known for its Ventura Boulevard restaurants, the LA River Greenway and a large population of entertainment-industry professionals.',
  keyIndustries: [
    'Entertainment',
    'Restaurants',
    'Fitness & Wellness',
    'Healthcare',
    'Real Estate',
    'Beauty & Salons',
    'Pet Services',
    'Creative Services',
  ],
  competitiveLandscape:
    'Studio City shares a stretch of Ventura Boulevard with Sherman Oaks and North Hollywood, so the map pack often mixes businesses from all three. Fitness studios, salons and restaurants compete for residents who work in entertainment and have high expectations. Production-service companies near Radford Studio Center and Universal compete for B2B work with firms across Burbank and Hollywood.',
  localLandmarks: [
    'Tujunga Village',
    'Fryman Canyon Park',
    'Wilacre Park',
    'Zev Yaroslavsky LA River Greenway',
    'Studio City Farmers Market',
  ],
  notableBusinesses: ['Radford Studio Center', "Art's Delicatessen", 'Harvard-Westlake School'],
  conversionTips: [
    'Entertainment schedules are irregular, so list early-morning and late-evening availability and make booking instant.',
    'Use local names such as Tujunga Village and Laurel Canyon in your content; residents search and give directions by them.',
    'Dog owners are everywhere here, so mention pet-friendly policies and patios on your Google Business Profile.',
    'Tie content to the Sunday farmers market on Ventura Place to catch weekend foot traffic.',
  ],
  heroIntro:
    "Studio City runs on regulars: the same sushi counter, trainer and dog groomer, week after week. Earning a neighbor's first visit from search can be worth years of repeat business, so your listing has to win that first try.",
  localPicture: [
    "Ventura Boulevard crosses Studio City as a string of small districts. The stretch known as Sushi Row packs Japanese restaurants close together, the blocks near Laurel Canyon Boulevard hold delis, bars and boutiques, and the former Sportsmen's Lodge site at Coldwater Canyon is now a shopping center anchored by a large grocery. Radford Studio Center, the lot long known as CBS Studio Center that gave the neighborhood its name, sits on Radford Avenue, and Tujunga Avenue's village of shops draws a slower, walking crowd.",
    "Residents include hillside homeowners along the canyons and renters in the flats north of the boulevard, many of them writers, editors, actors and producers who work odd hours close to home. Weekday traffic also comes from Radford, which houses local CBS and KCAL news operations as well as productions, from Harvard-Westlake's upper campus on Coldwater Canyon, and from commuters who drive Laurel Canyon and Coldwater Canyon to West Hollywood and Beverly Hills twice a day.",
    'When shows shoot at Radford and nearby Universal, lunch spots, coffee bars and dry cleaners along Radford Avenue and Ventura feel it, and slow seasons show up on the boulevard just as quickly. Weekends look different, with hikers at Fryman Canyon, walkers and cyclists on the river greenway, and the Sunday market crowd. The tree-lined flats and canyon homes also keep landscapers, pool services and roofers busy, often hired by residents who spend all day on set and want everything booked online.',
  ],
  strategy: [
    {
      title: 'Be ready for side-by-side comparison',
      description:
        'On this stretch of Ventura, similar businesses share the same map results, from Sushi Row restaurants to salons and gyms. Keep menus, prices, booking links and hours current on Google, and add fresh photos monthly; people compare listings on the spot.',
    },
    {
      title: 'Write for the canyon commute',
      description:
        'Many customers drive Laurel Canyon or Coldwater Canyon daily. Pages that say how far you are from the bottom of each canyon on Ventura, where to turn in, and which early or late slots you keep catch people deciding on their way over the hill.',
    },
    {
      title: "Show up in Studio City's civic circles",
      description:
        "The Studio City Chamber of Commerce, Neighborhood Council and Residents Association, plus the Sunday farmers market's sponsor pages, are all local sources. Supporting a school event or a cleanup along the LA River gives them a reason to mention you.",
    },
    {
      title: 'Measure repeat visits, not just first calls',
      description:
        'Regulars carry Studio City businesses, so use your booking system or a loyalty list to see how many first-time customers from search return within two months. A listing that brings only one-time visitors points to the offer or the service, not the rankings.',
    },
  ],
  localQuestion: {
    question: 'Should my Studio City restaurant chase Universal Studios tourists?',
    answer:
      'Only as a side dish. Universal Studios Hollywood sits just east of Studio City in Universal City, and the B Line stop there is even named Universal City/Studio City, so some visitors search for dinner nearby. Many, though, eat at CityWalk next to the park. Your steady income comes from neighbors and crews who return every week. One page with directions from the station and the park is enough; put the rest of your effort into local reviews.',
  },
  metaDescription:
    'Studio City SEO for restaurants, studios, salons and production services. Rank along Ventura Boulevard against your Sherman Oaks and NoHo competitors.',
};

export default neighborhood;

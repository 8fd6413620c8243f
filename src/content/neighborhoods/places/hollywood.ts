import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'hollywood',
  name: 'Hollywood',
  region: 'Central LA',
  businessCount: 9800,
  population: 85000,
  populationSource: 'estimate',
  searchCompetition: 'very high',
  knownFor:
    'The historic home of the film and music industries, known for the Walk of Fame, classic movie palaces and nightlife, and for drawing millions of visitors to Hollywood Boulevard every year.',
  keyIndustries: [
    'Entertainment',
    'Post-Production',
    'Hotels & Hospitality',
    'Restaurants',
    'Nightlife',
    'Tourist Attractions',
    'Music Production',
    'Real Estate',
  ],
  competitiveLandscape:
    'Consumer searches in Hollywood are heavily visitor-driven, and local businesses compete for them with chains, tour operators and aggregators such as Yelp, Tripadvisor and ticketing sites. Studios, post houses and production vendors fight over B2B keywords where "Hollywood" signals prestige, so firms based elsewhere target the term too. Map results shift sharply depending on where the searcher is standing on the Boulevard.',
  localLandmarks: ['Hollywood Walk of Fame', 'TCL Chinese Theatre', 'Dolby Theatre', 'Hollywood Bowl', 'Hollywood Sign'],
  notableBusinesses: ['Capitol Records', 'Musso & Frank Grill', 'Paramount Pictures', 'Amoeba Music'],
  conversionTips: [
    'Build separate pages for visitors and locals: tourists search "near me" from their hotels, while residents of the hills and the flats search by service.',
    'Spell out parking and transit, including the Ovation Hollywood garage and the Metro B Line stations at Hollywood/Highland and Hollywood/Vine.',
    'Offer Spanish, and consider Armenian or Thai if you serve East Hollywood, where Little Armenia and Thai Town sit just off the Boulevard.',
    'Keep late hours accurate and post around premieres, Hollywood Bowl concerts and weekend nights, when searches spike.',
  ],
  heroIntro:
    'In Hollywood the same block is searched by a family walking out of a hotel on Highland, a sound editor on a break in the Media District and a Franklin Avenue renter who needs a dentist by Friday.',
  localPicture: [
    "Hollywood's business map is a set of distinct strips. Hollywood Boulevard between La Brea and Vine is the visitor zone of souvenir shops, tour buses and theaters. Sunset Boulevard carries studios, post houses and offices, from Sunset Gower Studios to Sunset Bronson Studios, where Netflix has its Hollywood offices. Cahuenga Boulevard and the blocks around Sunset and Vine fill with bars and restaurants at night, and Santa Monica Boulevard holds the Media District and the small stages of Theatre Row.",
    'The visitor season never really ends, but it has peaks. Tour groups and families crowd the Boulevard in summer and over the holidays, the Hollywood Bowl season runs through the warm months, the Hollywood Christmas Parade takes over the Boulevard on the Sunday after Thanksgiving, and the Academy Awards close streets around the Dolby Theatre each year in late winter. In June the Hollywood Fringe festival fills small venues around Theatre Row, and its audiences need dinner and a drink before and after.',
    'Residents are easy to overlook amid the crowds. Renters in the apartment blocks off Franklin Avenue and in the courtyard buildings between Sunset and Santa Monica, many of them Spanish-speaking families or people working in the industry, search for everyday services the way any neighbors do. Students at Musicians Institute on the Boulevard and at Los Angeles City College nearby add younger, budget-minded demand. With three B Line stations along Hollywood Boulevard, many customers arrive on foot, so the station exit nearest your door is worth naming.',
  ],
  strategy: [
    {
      title: 'Show searchers which Hollywood you are',
      description:
        'Pick Google categories and lead photos that match your strip. A Boulevard shop should show its storefront among the theaters and stars; a Media District vendor should show its stages, equipment and loading access. Searchers decide whether you fit from the first image.',
    },
    {
      title: "Keep evergreen pages for Hollywood's big dates",
      description:
        'Publish pages for the events that move demand here, such as pre-show dining for the Pantages and the Bowl, late hours during Fringe, and closure notes for Oscars week and the Christmas Parade. Refresh the same pages every year.',
    },
    {
      title: "Earn links from Hollywood's own organizations",
      description:
        'The Hollywood Chamber of Commerce, which administers the Walk of Fame, and the Media District and Sunset & Vine business improvement districts publish directories, maps and event pages. A mention there ties your business to Hollywood, not just to Los Angeles.',
    },
    {
      title: 'Measure tourist and local customers separately',
      description:
        'Use different call numbers and booking links on your visitor pages and your resident or studio pages. Visitors rarely return, so judge those pages by volume; locals and production clients come back, so judge theirs by repeat visits and contract value.',
    },
  ],
  localQuestion: {
    question: 'How should my Hollywood Boulevard business handle Oscars week?',
    answer:
      'Plan for it like a road closure, because it is one. For several days before the Academy Awards, Hollywood Boulevard is closed around the Dolby Theatre while the red carpet and bleachers go up, and foot traffic and drop-offs shift to side streets. Update your Google hours, add a post with the detour, say which entrance is open, and repeat the note on your site. Visitors are still searching nearby; they just need to know they can reach you.',
  },
  metaDescription:
    'Hollywood SEO that puts your business in front of tourists, residents and industry buyers, with a local-pack and organic strategy from a Century City team.',
};

export default neighborhood;

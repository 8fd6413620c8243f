import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'santa-monica',
  name: 'Santa Monica',
  region: 'Westside',
  businessCount: 11800,
  // 2020 census: 93,076.
  population: 93100,
  populationSource: 'census-2020',
  searchCompetition: 'very high',
  knownFor:
    'A beach city known for the Santa Monica Pier and Third Street Promenade, a cluster of tech and media companies, and a walkable downtown served by the Metro E Line.',
  keyIndustries: [
    'Tech & Startups',
    'Hotels & Hospitality',
    'Restaurants',
    'Healthcare',
    'Fitness & Wellness',
    'Retail',
    'Real Estate',
    'Entertainment',
  ],
  competitiveLandscape:
    "Near the beach, local businesses compete with chains, hotels and booking sites for millions of visitors a year. Professional services face well-funded startups and agencies that target \"Santa Monica\" keywords, and medical practices near Providence Saint John's and UCLA Health's Santa Monica hospital compete across the Westside. Searches split between visitors on foot near the pier and residents looking for services all over the city.",
  localLandmarks: [
    'Santa Monica Pier',
    'Third Street Promenade',
    'Palisades Park',
    'Tongva Park',
    'Bergamot Station Arts Center',
  ],
  notableBusinesses: [
    'RAND Corporation',
    "Providence Saint John's Health Center",
    'Fairmont Miramar Hotel & Bungalows',
    'Santa Monica College',
  ],
  conversionTips: [
    'Split pages for visitors and residents: tourists search "near the pier" on foot, while locals search by service across Ocean Park, Sunset Park and North of Montana.',
    'Point drivers to the nearest downtown public parking structure, and transit riders to the Downtown Santa Monica, 17th St/SMC or 26th St/Bergamot E Line stations.',
    'Make booking easy for international visitors, who often plan from their hotel rooms, and list the languages your staff speaks.',
    'Highlight sustainability and bike access where they are genuine; many Santa Monica residents choose businesses on those grounds.',
  ],
  metaDescription:
    'Santa Monica SEO for restaurants, practices, startups and shops. Reach both beach visitors and Westside residents with local and organic search that converts.',
};

export default neighborhood;

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
  keyIndustries: [
    'Restaurants',
    'Bars & Music Venues',
    'Coffee Shops',
    'Vintage & Boutique Retail',
    'Creative Services',
    'Fitness & Yoga',
    'Real Estate',
  ],
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
  metaDescription:
    'Echo Park SEO for cafes, bars, shops and studios. Stand out from Silver Lake and Downtown competitors, and catch Dodgers game-day searches along Sunset.',
};

export default neighborhood;

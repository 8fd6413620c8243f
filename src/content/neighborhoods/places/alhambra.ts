import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'alhambra',
  name: 'Alhambra',
  region: 'San Gabriel Valley',
  businessCount: 5900,
  population: 82900,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    "A San Gabriel Valley city with a walkable Main Street and a majority Asian American population, known for some of the region's best Chinese and Vietnamese restaurants.",
  keyIndustries: [
    'Restaurants',
    'Healthcare',
    'Real Estate',
    'Accounting & Tax Services',
    'Insurance',
    'Education & Tutoring',
    'Beauty & Salons',
    'Retail',
  ],
  competitiveLandscape:
    "Alhambra's restaurants and service providers compete across the western San Gabriel Valley, where customers happily drive to Monterey Park, San Gabriel or Rosemead for the right dumplings or dentist. Much of the searching happens in Chinese, and many customers discover businesses on WeChat, Xiaohongshu and Yelp as well as Google. Main Street businesses also compete for younger diners and shoppers coming from Pasadena and Los Angeles.",
  localLandmarks: ['Main Street Alhambra', 'Alhambra Park', 'Almansor Park', 'Alhambra Civic Center Library'],
  notableBusinesses: ['The Hat', 'Alhambra Hospital Medical Center', 'Alhambra High School'],
  conversionTips: [
    'Publish key pages in Chinese, and in Vietnamese and Spanish if you serve those communities; Alhambra is thoroughly multilingual.',
    'Keep a presence on WeChat and Xiaohongshu alongside your Google profile, because many customers check both before visiting.',
    'Show menus and prices clearly with photos; diners here compare several options before they choose.',
    'Mention the public parking behind Main Street so visitors know they can stop without circling the block.',
  ],
  metaDescription:
    'Alhambra SEO for restaurants, clinics and professional services. Rank in English and Chinese searches across the western San Gabriel Valley and win more calls.',
};

export default neighborhood;

import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'koreatown',
  name: 'Koreatown',
  region: 'Central LA',
  businessCount: 8500,
  population: 120000,
  populationSource: 'estimate',
  searchCompetition: 'high',
  knownFor:
    'One of the densest neighborhoods in Los Angeles, known for Korean barbecue, late-night restaurants, karaoke and spas, and a mix of Korean, Latino and Bangladeshi communities along Wilshire and Western.',
  keyIndustries: [
    'Restaurants',
    'Bars & Karaoke',
    'Beauty & Spas',
    'Healthcare',
    'Legal Services',
    'Real Estate',
    'Banking',
    'Retail',
  ],
  competitiveLandscape:
    'Hundreds of restaurants, clinics and service businesses sit within a mile of each other, so distance and review volume decide most map-pack results. Many Korean-speaking customers also use Naver Map and KakaoMap, and Korean-language Google searches return different results, so businesses effectively compete in two languages. Late-night searches are unusually common, which rewards listings with accurate after-midnight hours.',
  localLandmarks: [
    'The Wiltern',
    'Bullocks Wilshire',
    'Wilshire Boulevard Temple',
    'Robert F. Kennedy Community Schools',
  ],
  notableBusinesses: ['Southwestern Law School', 'Guelaguetza', "Park's BBQ", 'The Line Hotel'],
  conversionTips: [
    'Publish key pages and Google posts in both English and Korean, and claim your listings on Naver Map and KakaoMap.',
    'Add Spanish as well: a large share of Koreatown residents are Latino, and many of them search in Spanish.',
    'State parking plainly. Lots are small and valet is common, and diners often choose the place where parking is easy or validated.',
    'Mention the nearest Metro D Line station (Wilshire/Vermont, Wilshire/Normandie or Wilshire/Western) for the many residents who do not drive.',
  ],
  metaDescription:
    'Koreatown SEO for restaurants, spas, clinics and law firms. Rank in English and Korean search, and win the dense, late-night map-pack results in the area.',
};

export default neighborhood;

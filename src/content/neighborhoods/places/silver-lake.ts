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
  keyIndustries: [
    'Restaurants',
    'Coffee Shops',
    'Creative Agencies',
    'Boutique Retail',
    'Fitness & Wellness',
    'Architecture & Design',
    'Bars',
    'Real Estate',
  ],
  competitiveLandscape:
    'Silver Lake has a national reputation, so its restaurants and shops compete with press lists and trend roundups as much as with their neighbors. Creative agencies, architects and designers use "Silver Lake" as part of their brand and chase the same clients across the Eastside. Residents are loyal to independent businesses but quick to try something new, which makes reviews and word of mouth decisive.',
  localLandmarks: [
    'Silver Lake Reservoir',
    'Sunset Junction',
    'Music Box Steps',
    'Neutra VDL Research House',
    'Micheltorena Stairs',
  ],
  notableBusinesses: ['The Black Cat', 'Casita del Campo', 'Intelligentsia Coffee Silver Lake'],
  conversionTips: [
    'Cover the whole Eastside in your content, including Echo Park, Los Feliz and Atwater Village, since residents move among them without a second thought.',
    'Show what makes you independent: owner stories, local sourcing and neighborhood events convert better here than polished corporate copy.',
    'Use inclusive language and add the LGBTQ+ friendly attribute to your Google Business Profile if it applies; many searchers look for it.',
    'Explain parking and walking access around Sunset Junction and the Reservoir, where street parking is tight on weekends.',
  ],
  metaDescription:
    'Silver Lake SEO for independent restaurants, shops, studios and agencies. Earn the reviews and the local rankings that Eastside customers trust and act on.',
};

export default neighborhood;

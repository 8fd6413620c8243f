import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'los-feliz',
  name: 'Los Feliz',
  region: 'Central LA',
  businessCount: 2400,
  population: 37000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A leafy, well-off neighborhood at the foot of Griffith Park, known for its historic homes, the shops and restaurants of Vermont and Hillhurst avenues, and the Griffith Observatory and Greek Theatre above it.',
  keyIndustries: [
    'Restaurants',
    'Healthcare',
    'Boutique Retail',
    'Real Estate',
    'Creative Services',
    'Fitness & Wellness',
    'Pet Services',
  ],
  competitiveLandscape:
    'Independent shops and restaurants on Vermont and Hillhurst compete with Silver Lake and Hollywood for the same discovery searches. Dentists, therapists and other professionals compete for a well-educated, affluent audience that reads reviews carefully. Visitors heading to Griffith Observatory and the Greek Theatre search for food and drinks nearby, which favors businesses with strong photos and up-to-date hours.',
  localLandmarks: ['Griffith Observatory', 'Greek Theatre', 'Griffith Park', 'Lovell Health House', 'Ennis House'],
  notableBusinesses: ['Skylight Books', 'The Dresden', 'Vista Theatre', 'Fred 62'],
  conversionTips: [
    'Write for people heading up the hill: "before the show" and "after the hike" content with directions from Vermont Avenue or Los Feliz Boulevard.',
    'Name your cross street and use local place names such as Los Feliz Village and Franklin Hills; residents search and give directions by them.',
    'Tell drivers where to park. Metered spots on Vermont and Hillhurst fill early on weekends, and a short parking note can save a booking.',
    "Lead with credentials and testimonials rather than discounts; this audience pays for quality and trusts its neighbors' reviews.",
  ],
  metaDescription:
    'Los Feliz SEO for shops, restaurants and practices on Vermont and Hillhurst. Reach residents and Griffith Park visitors who are searching for what is nearby.',
};

export default neighborhood;

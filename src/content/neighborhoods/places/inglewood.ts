import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'inglewood',
  name: 'Inglewood',
  region: 'South Bay & Harbor',
  businessCount: 5200,
  population: 107800,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    "A city next to LAX that has become one of the country's major sports and entertainment destinations, home to SoFi Stadium, the Kia Forum and Intuit Dome, with deep roots as a center of Black Los Angeles.",
  keyIndustries: [
    'Sports & Entertainment',
    'Restaurants',
    'Hotels & Hospitality',
    'Healthcare',
    'Auto Services',
    'Beauty & Barbershops',
    'Real Estate',
    'Retail',
  ],
  competitiveLandscape:
    'Stadium and arena events create huge spikes in searches for parking, food, bars and hotels, and national brands and parking and ticketing apps dominate those moments. Between events, competition is neighborhood-scale: barbers, salons, soul food restaurants and auto shops competing with Hawthorne, Westchester and South LA. Local businesses that publish event-day content can capture visitors who would otherwise never find them.',
  localLandmarks: ['SoFi Stadium', 'Kia Forum', 'Intuit Dome', 'Hollywood Park', 'Centinela Adobe'],
  notableBusinesses: [
    "Randy's Donuts",
    'The Serving Spoon',
    'Centinela Hospital Medical Center',
    'Inglewood Park Cemetery',
  ],
  conversionTips: [
    'Publish event-day pages with your hours, walking distance from SoFi Stadium, the Kia Forum or Intuit Dome, and pre-ordering.',
    'Mention the Metro K Line stations at Downtown Inglewood and Fairview Heights, and any event shuttle stops near you.',
    'Offer Spanish alongside English; about half of Inglewood residents are Latino.',
    'Highlight long-time local or Black ownership where it applies, including the Black-owned attribute on your Google Business Profile.',
  ],
  metaDescription:
    'Inglewood SEO for restaurants, barbers, salons and local services. Capture SoFi Stadium and Intuit Dome event traffic as well as your loyal local customers.',
};

export default neighborhood;

import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'san-pedro',
  name: 'San Pedro',
  region: 'South Bay & Harbor',
  businessCount: 3300,
  population: 80000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A working waterfront town within the City of Los Angeles, known for the Port of Los Angeles, its Croatian, Italian and Latino heritage, the Battleship Iowa and the views from Point Fermin.',
  keyIndustries: [
    'Logistics & Shipping',
    'Maritime Services',
    'Restaurants',
    'Healthcare',
    'Tourism',
    'Real Estate',
    'Construction Trades',
    'Retail',
  ],
  competitiveLandscape:
    'San Pedro feels like a small town, and locals stay loyal to long-running family businesses, so reputation translates directly into reviews. Competition comes from Rancho Palos Verdes, Wilmington and Torrance businesses that overlap on the map, and from port-related firms competing for shipping, trucking and maritime work. Visitor searches around the cruise terminal and the waterfront spike on sailing days.',
  localLandmarks: [
    'Battleship USS Iowa Museum',
    'Point Fermin Lighthouse',
    'Korean Bell of Friendship',
    'Cabrillo Marine Aquarium',
    'Los Angeles Maritime Museum',
  ],
  notableBusinesses: ['Port of Los Angeles', 'San Pedro Fish Market', 'Busy Bee Market', 'Warner Grand Theatre'],
  conversionTips: [
    'Write for cruise passengers: pre-cruise breakfast, parking, luggage and rideshare tips near the World Cruise Center.',
    'Port and maritime workers keep early, irregular hours; list opening times that match shift changes and make them prominent.',
    'Lean into local pride. Say how long you have served "Pedro," and reply personally to reviews from regulars.',
    'Offer Spanish, and highlight Croatian or Italian roots where they apply; heritage matters to many San Pedro families.',
  ],
  metaDescription:
    'San Pedro SEO for restaurants, maritime firms and local services. Win over loyal locals, port workers and cruise passengers near the World Cruise Center.',
};

export default neighborhood;

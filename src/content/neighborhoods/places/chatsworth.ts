import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'chatsworth',
  name: 'Chatsworth',
  region: 'San Fernando Valley',
  businessCount: 3400,
  population: 37000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A northwest Valley community of horse properties, sandstone boulders and industrial parks, known for Stoney Point, the Santa Susana Pass and a long history as a location for Western films.',
  keyIndustries: [
    'Manufacturing',
    'Equestrian Services',
    'Home Services',
    'Logistics',
    'Healthcare',
    'Real Estate',
    'Restaurants',
    'Auto Services',
  ],
  competitiveLandscape:
    'Chatsworth has less search competition than the central Valley, but its industrial parks put manufacturers and suppliers in regional and national B2B competition. Home-services companies compete with providers from Northridge, Porter Ranch and Simi Valley. Equestrian and rural-property services are a niche where a few well-reviewed businesses can own the results.',
  localLandmarks: [
    'Stoney Point Park',
    'Garden of the Gods',
    'Santa Susana Pass State Historic Park',
    'Chatsworth Park South',
    'Chatsworth Nature Preserve',
  ],
  notableBusinesses: ['Sierra Canyon School', 'Cowboy Palace Saloon', 'Chatsworth Charter High School'],
  conversionTips: [
    'If you serve horse properties, say so plainly: large-animal vets, farriers, fencing and feed suppliers are searched by exact service.',
    'Manufacturers should publish capabilities, certifications and industries served; buyers search by process and specification, not by town.',
    'Create content for nearby Simi Valley, Porter Ranch and West Hills, which Chatsworth residents visit and search just as often.',
    'Mention the Chatsworth Metrolink and Amtrak station if it helps customers or employees reach you.',
  ],
  metaDescription:
    'Chatsworth SEO for manufacturers, equestrian services and home-service companies. Own the northwest Valley search results that most competitors overlook.',
};

export default neighborhood;

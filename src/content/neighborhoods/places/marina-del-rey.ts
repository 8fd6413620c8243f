import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'marina-del-rey',
  name: 'Marina del Rey',
  region: 'Westside',
  businessCount: 1300,
  population: 11400,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'An unincorporated coastal community built around one of the largest man-made small-craft harbors in North America, known for boating, waterfront dining and apartment living.',
  keyIndustries: [
    'Marine Services',
    'Restaurants',
    'Hotels & Hospitality',
    'Recreation & Charters',
    'Real Estate',
    'Fitness',
    'Healthcare',
  ],
  competitiveLandscape:
    'Marina del Rey has relatively few businesses of its own, so it shares search demand with Venice, Playa Vista and Playa del Rey. Waterfront restaurants and charter operators compete with booking platforms and tourist listings, while marine services compete for a small, specialized audience of boat owners. Because the area is unincorporated, directory data is often inconsistent, and clean, matching address details become a real ranking advantage.',
  localLandmarks: [
    "Marina Beach (Mother's Beach)",
    "Fisherman's Village",
    'Burton Chace Park',
    'Ballona Wetlands Ecological Reserve',
  ],
  notableBusinesses: ['California Yacht Club', 'Del Rey Yacht Club', 'The Ritz-Carlton, Marina del Rey'],
  conversionTips: [
    'Speak to both audiences: apartment residents who need everyday services and boat owners who need specialists who know the harbor.',
    'Waterfront restaurants should lead with views, sunset times and dock access; boaters actively search for places where they can dock and dine.',
    'Explain parking, including the county-run lots around the harbor, since visitors are often unsure where they are allowed to park.',
    'Use "Marina del Rey, CA 90292" consistently across your site and listings so Google does not confuse you with Venice or Los Angeles.',
  ],
  metaDescription:
    'Marina del Rey SEO for waterfront restaurants, charters, marine services and local businesses. Rank across the Marina, Venice and Playa Vista searches.',
};

export default neighborhood;

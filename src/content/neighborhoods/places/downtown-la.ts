import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'downtown-la',
  name: 'Downtown LA',
  region: 'Central LA',
  businessCount: 24000,
  population: 85000,
  populationSource: 'estimate',
  searchCompetition: 'very high',
  knownFor:
    'The civic and financial center of Los Angeles, home to City Hall, the courts and the Financial District towers, plus wholesale districts for fashion, jewelry, flowers and toys.',
  keyIndustries: [
    'Legal Services',
    'Financial Services',
    'Fashion & Apparel',
    'Restaurants',
    'Real Estate',
    'Hotels & Hospitality',
    'Jewelry',
    'Architecture & Design',
  ],
  competitiveLandscape:
    'Downtown packs law firms, accountants, restaurants and wholesalers into a few square miles, so map-pack results change from one block to the next and national directories hold many of the top organic spots. Personal injury, criminal defense and immigration attorneys near the courthouses make legal keywords some of the most expensive in the city. Searches peak on weekdays from office workers and jurors, and on game and concert nights around Crypto.com Arena.',
  localLandmarks: [
    'Los Angeles City Hall',
    'Walt Disney Concert Hall',
    'The Broad',
    'Union Station',
    'Crypto.com Arena',
  ],
  notableBusinesses: [
    'Grand Central Market',
    'The Millennium Biltmore Hotel',
    'Los Angeles Athletic Club',
    'Los Angeles Flower Market',
  ],
  conversionTips: [
    'Put parking and transit directions near the top of every page: name the closest garage, say whether you validate, and list the nearest Metro stop, such as 7th St/Metro Center, Pershing Square or Historic Broadway.',
    'Match your hours and Google posts to the downtown rhythm: weekday breakfast and lunch for the office towers, evenings and weekends for residents of the Arts District, South Park and the Historic Core.',
    'Offer Spanish on your site and phone line, especially in the Fashion District and near the courthouses, where many customers prefer it.',
    'If you depend on events, publish pages tied to the Crypto.com Arena, Convention Center and Music Center calendars so pre-show searchers find you.',
  ],
  metaDescription:
    'Downtown LA SEO for law firms, restaurants and wholesalers competing block by block, from the Financial District to the Arts District. Win the map pack.',
};

export default neighborhood;

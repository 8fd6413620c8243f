import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'monterey-park',
  name: 'Monterey Park',
  region: 'San Gabriel Valley',
  businessCount: 4300,
  population: 61100,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'Often called the first suburban Chinatown, a hillside San Gabriel Valley city known for its dim sum restaurants, Chinese and Taiwanese businesses, and East Los Angeles College.',
  keyIndustries: [
    'Restaurants',
    'Healthcare',
    'Accounting & Tax Services',
    'Insurance',
    'Real Estate',
    'Legal Services',
    'Bakeries',
    'Education & Tutoring',
  ],
  competitiveLandscape:
    'Monterey Park businesses compete with Alhambra, San Gabriel and Rosemead for the same customers, and restaurant searches across the area are intensely competitive. Many residents, especially older ones, search in Chinese and still prefer to call rather than book online. Professional services such as tax preparers, insurance agents and doctors rely on referrals, so reviews and consistent listings carry real weight.',
  localLandmarks: [
    'Garvey Ranch Park Observatory',
    'Cascades Park',
    'Barnes Park',
    'Monterey Park Bruggemeyer Library',
  ],
  notableBusinesses: ['East Los Angeles College', 'Monterey Park Hospital', 'Atlantic Times Square'],
  conversionTips: [
    'Offer Mandarin and Cantonese on your site and phone line, and Spanish as well; Monterey Park also has a large Latino community.',
    'Make calling easy with a prominent phone number and clear hours, since many customers prefer a call to an online form.',
    'Post around Lunar New Year and the Mid-Autumn Festival, when family dining and gift searches peak.',
    'Reach East Los Angeles College students with quick, affordable options and hours that fit around class schedules.',
  ],
  metaDescription:
    'Monterey Park SEO for restaurants, clinics, and tax and insurance offices. Get found in English, Chinese and Spanish searches across the San Gabriel Valley.',
};

export default neighborhood;

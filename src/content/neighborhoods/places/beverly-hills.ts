import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'beverly-hills',
  name: 'Beverly Hills',
  region: 'Westside',
  businessCount: 9200,
  population: 32700,
  populationSource: 'census-2020',
  searchCompetition: 'very high',
  knownFor:
    'An independent city famous for Rodeo Drive luxury retail, landmark hotels and estates, and a dense concentration of medical, legal, talent and wealth-management offices.',
  keyIndustries: [
    'Luxury Retail',
    'Cosmetic Surgery & Dermatology',
    'Legal Services',
    'Wealth Management',
    'Real Estate',
    'Hotels & Hospitality',
    'Talent Agencies',
    'Fine Dining',
  ],
  competitiveLandscape:
    'Beverly Hills is one of the most contested local markets in the country. Plastic surgeons, dermatologists, dentists and attorneys from across Southern California open offices here for the address and bid aggressively on "Beverly Hills" keywords. Many searchers live elsewhere, from the Valley to overseas, and research procedures or properties for weeks, so organic content and reputation matter as much as the map pack.',
  localLandmarks: [
    'Rodeo Drive',
    'Beverly Hills City Hall',
    'Greystone Mansion',
    'Beverly Gardens Park',
    'Wallis Annenberg Center for the Performing Arts',
  ],
  notableBusinesses: [
    'The Beverly Hills Hotel',
    'Beverly Wilshire, A Four Seasons Hotel',
    'Spago Beverly Hills',
    "Nate 'n Al Delicatessen",
  ],
  conversionTips: [
    'Lead with credentials, board certifications, press coverage and detailed case studies; price is rarely the deciding factor for this audience.',
    'Offer Persian (Farsi) pages and staff if you can. Beverly Hills has one of the largest Iranian American communities in the country.',
    'Name the nearest city parking structure in the Business Triangle and any validation you offer; visitors worry about parking more than price.',
    'Serve out-of-town and international clients with virtual consultations, travel guidance and booking that works across time zones.',
  ],
  metaDescription:
    'Beverly Hills SEO for medical practices, law firms, luxury retail and real estate. Compete for high-value searches in one of the most expensive local markets.',
};

export default neighborhood;

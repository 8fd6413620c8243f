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
  localLandmarks: ['Rodeo Drive', 'Beverly Hills City Hall', 'Greystone Mansion', 'Beverly Gardens Park', 'Wallis Annenberg Center for the Performing Arts'],
  notableBusinesses: ['The Beverly Hills Hotel', 'Beverly Wilshire, A Four Seasons Hotel', 'Spago Beverly Hills', "Nate 'n Al Delicatessen"],
  conversionTips: [
    'Lead with credentials, board certifications, press coverage and detailed case studies; price is rarely the deciding factor for this audience.',
    'Offer Persian (Farsi) pages and staff if you can. Beverly Hills has one of the largest Iranian American communities in the country.',
    'Name the nearest city parking structure in the Business Triangle and any validation you offer; visitors worry about parking more than price.',
    'Serve out-of-town and international clients with virtual consultations, travel guidance and booking that works across time zones.',
  ],
  heroIntro:
    'Beverly Hills searches often begin far from Rodeo Drive: a patient abroad comparing surgeons on Bedford Drive, or a Valley family choosing an estate attorney. Being found here means earning trust before anyone reaches the Business Triangle.',
  localPicture: [
    "Inside the city's small footprint, business clusters sharply. The Business Triangle, bounded by Wilshire Boulevard, Santa Monica Boulevard and Canon Drive, holds Rodeo Drive's flagships, the restaurants of Canon and Beverly Drives and floor after floor of professional suites. Medical practices concentrate in the buildings along Bedford and Roxbury Drives, and many specialists also hold privileges at Cedars-Sinai, just east of the city line. South Beverly Drive below Wilshire is the everyday street for coffee, dry cleaning and haircuts, and Wilshire's office towers house talent agencies, private banks and law firms.",
    'Three kinds of customers keep this market going. Residents are affluent and loyal, and many households rely on assistants, house managers and family offices who do the searching for them. Clients from across Southern California choose a Beverly Hills provider for a specific procedure, case or purchase and research for weeks before calling. Then come luxury travelers staying at the Beverly Wilshire, The Peninsula or The Beverly Hills Hotel, who shop Rodeo Drive on a tight itinerary and sometimes search in Mandarin, Arabic or Russian.',
    "Events and transit move the numbers. The Golden Globes at the Beverly Hilton in January, the Rodeo Drive Concours d'Elegance on Father's Day, the spring and fall Beverly Hills Art Show in Beverly Gardens Park and the holiday lighting on Rodeo each bring crowds and press. Most visitors still arrive by car and hand it to a valet or a city parking structure, but since 8 May 2026 the D Line subway has stopped at Wilshire and La Cienega, and a station at Rodeo is being built for its next section, so more of them come by train.",
  ],
  strategy: [
    {
      title: 'Keep your listing exact in shared buildings',
      description:
        'When dozens of practices share one Bedford or Roxbury address, the map pack rewards exact suite numbers, the right primary category and photos of your actual entrance. Remove duplicate profiles left by earlier tenants or departed partners, which often split your reviews.',
    },
    {
      title: 'Write for researchers, not walk-ins',
      description:
        'Clients here compare for weeks, so publish in-depth pages on procedures, case types or property markets that answer cost, recovery, timing and travel questions, with short Mandarin or Arabic summaries for international clients planning a stay nearby.',
    },
    {
      title: 'Earn credibility from Beverly Hills institutions',
      description:
        'Links from the Beverly Hills Chamber of Commerce, the Beverly Hills Courier, hospital and medical-society physician directories, bar association listings and sponsorship of the Beverly Hills Art Show carry more weight here than any number of generic directory entries.',
    },
    {
      title: 'Trace every high-value lead to its source',
      description:
        'One consultation here can be worth more than a month of clicks. Record each call and form with its source, note whether the client is local, regional or international, and judge marketing by cost per booked consultation rather than rankings or traffic.',
    },
  ],
  localQuestion: {
    question: 'Is a Beverly Hills address still worth the rent for search visibility?',
    answer:
      'It can be, for the right business. Beverly Hills is a small independent city surrounded almost entirely by Los Angeles, so its map results overlap with Century City, Beverlywood and the Cedars-Sinai area. Map rankings depend heavily on distance from the searcher, so the address alone will not rank you for someone in the Valley. Where it pays off is trust: it earns clicks in organic results and reviews from clients who chose you partly because of it.',
  },
  metaDescription:
    'Beverly Hills SEO for medical practices, law firms, luxury retail and real estate. Compete for high-value searches in one of the most expensive local markets.',
};

export default neighborhood;

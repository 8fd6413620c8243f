import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'encino',
  name: 'Encino',
  region: 'San Fernando Valley',
  businessCount: 4500,
  population: 44000,
  populationSource: 'estimate',
  searchCompetition: 'high',
  knownFor:
    'An affluent Valley neighborhood along Ventura Boulevard, known for hillside estates south of the boulevard, the Sepulveda Basin and a dense cluster of medical, legal and financial offices.',
  keyIndustries: [
    'Healthcare',
    'Legal Services',
    'Financial Services',
    'Real Estate',
    'Insurance',
    'Restaurants',
    'Fitness & Wellness',
    'Home Services',
  ],
  competitiveLandscape:
    "Encino's Ventura Boulevard office towers hold a dense mix of law firms, medical specialists, wealth managers and insurance agents who target the whole San Fernando Valley, not just Encino. Consumers compare options across Tarzana, Sherman Oaks and Woodland Hills, so service-specific pages and review volume decide rankings. Searchers skew affluent and older, with large Persian and Jewish communities.",
  localLandmarks: [
    'Los Encinos State Historic Park',
    'Sepulveda Basin Recreation Area',
    'Sepulveda Dam',
    'Encino Velodrome',
  ],
  notableBusinesses: ['Encino Hospital Medical Center', 'Valley Beth Shalom', 'Crespi Carmelite High School'],
  conversionTips: [
    'Offer Farsi-language pages and staff if you can; Encino has one of the largest Iranian American communities in Los Angeles.',
    'Tell clients where to park in your office building and whether you validate; it removes a common reason not to book.',
    'Publish detailed, credential-heavy pages for each service, since Encino clients compare several Valley providers before choosing.',
    'Offer evening and video appointments for professionals who commute over the hill to the Westside.',
  ],
  heroIntro:
    'Referral first, search second: an Encino client hears about a surgeon, estate attorney or CPA from a neighbor or a friend at synagogue, then looks the name up. What Google shows at that moment decides whether they call.',
  localPicture: [
    "Encino's professional economy lives on Ventura Boulevard, mostly between the 405 and Balboa Boulevard, where mid-rise office buildings hold medical suites, law firms, accountants and wealth managers, with restaurants in between where clients meet them. North of the 101, quiet residential streets run toward the Sepulveda Basin. South of Ventura, homes climb the hills toward Mulholland Drive, and there the business model flips: gardeners, pool services, security companies, contractors and private chefs go to the customer.",
    'Clients are established and discerning: longtime homeowners, professionals with offices in Century City or Santa Monica, and Iranian American and Jewish families, many of them Persian Jewish or Israeli. Some search in Persian script, others in a mix of Farsi and English. Holidays move demand in specific directions: Nowruz in March fills bakeries, florists, caterers and restaurants, and the Jewish High Holidays in the fall change calendars for professional offices, event planners and food businesses alike.',
    "The Sepulveda Basin gives Encino its weekends. Youth soccer and baseball at the Balboa Sports Center, rounds at the Encino and Balboa golf courses, and riders at the velodrome bring families up to the basin, and they look for breakfast, sports medicine and physical therapy nearby. Transit plays a small role: Metro buses run along Ventura Boulevard and the G Line passes along the basin's northern edge, but nearly everyone drives, and the notoriously congested 101 and 405 interchange at the Sherman Oaks border decides which side of it people will shop on.",
  ],
  strategy: [
    {
      title: 'Give every practitioner a findable profile',
      description:
        "Encino clients search a doctor's or attorney's own name after hearing it from a friend. Google allows separate practitioner profiles at a practice's address, so set one up for each physician or attorney, connect it to the practice, and gather reviews under each name.",
    },
    {
      title: 'Write Farsi pages on family questions',
      description:
        'Translate your main pages into Persian with a native speaker, then add pages on questions many Encino families bring, such as property or accounts held abroad, family trusts and care for aging parents. Specific answers earn calls that a general English page never gets.',
    },
    {
      title: 'Build authority where referrals start',
      description:
        'Join the Encino Chamber of Commerce, take part in the San Fernando Valley Bar Association if you practice law, and speak at community centers and synagogues. Those appearances create event pages that link to you, in front of the people who refer clients.',
    },
    {
      title: 'Measure name searches and referred calls',
      description:
        "Check how often people search for your firm's and practitioners' names each month, and ask every new client who referred them. Rising name searches alongside steady referrals mean word of mouth is working; flat ones mean the online check is losing you clients.",
    },
  ],
  localQuestion: {
    question: 'My Encino office building is full of other law firms. How do I stand out on Google Maps?',
    answer:
      'Start with precision. Many Ventura Boulevard towers in Encino house several attorneys, and Google tends to filter listings that share an address and a category, showing one and hiding the rest. Add your suite number, check that your pin sits on the right building, and choose the narrowest accurate category, such as estate planning attorney. Then earn reviews that name your practice area, and use photos of your own office rather than the lobby every tenant shares.',
  },
  metaDescription:
    'Encino SEO for law firms, medical practices and financial advisors on Ventura Boulevard. Compete for high-value clients across the whole San Fernando Valley.',
};

export default neighborhood;

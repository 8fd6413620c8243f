import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'el-segundo',
  name: 'El Segundo',
  region: 'South Bay & Harbor',
  businessCount: 3400,
  // 2020 census: 17,272.
  population: 17300,
  populationSource: 'census-2020',
  searchCompetition: 'moderate',
  knownFor:
    'A small city next to LAX with a small-town Main Street and an outsized aerospace, defense and corporate presence, including Los Angeles Air Force Base and Space Systems Command.',
  keyIndustries: [
    'Aerospace & Defense',
    'Corporate Headquarters',
    'Technology',
    'Hotels & Hospitality',
    'Restaurants',
    'Craft Breweries',
    'Engineering',
    'Fitness',
  ],
  competitiveLandscape:
    "El Segundo's daytime population is several times its resident population, so restaurants, gyms and services compete for office workers from aerospace, defense and corporate campuses, and for LAX travelers staying in nearby hotels. B2B firms compete nationally for aerospace and defense work. Map results overlap heavily with Manhattan Beach, Playa del Rey and Westchester.",
  localLandmarks: ['Main Street', 'Old Town Music Hall', 'El Segundo Beach', 'Library Park'],
  notableBusinesses: ['Mattel', 'The Aerospace Corporation', 'Chevron El Segundo Refinery', 'El Segundo Brewing Company'],
  conversionTips: [
    'Own the weekday lunch rush with accurate hours, fast ordering and pickup details; office workers start searching well before noon.',
    'Write "near LAX" content for travelers: late hours, rideshare and shuttle directions, and airport-friendly services.',
    'Mention the Metro K Line stations at Mariposa, El Segundo and Douglas for commuters who arrive by train.',
    'For B2B firms, state certifications, security clearances and compliance credentials clearly; aerospace buyers filter on them.',
  ],
  heroIntro:
    "Most people who search in El Segundo don't live here. They badge into campuses near Rosecrans and Aviation, sleep in hotels beside LAX, or come for a pint in Smoky Hollow, and they choose quickly.",
  localPicture: [
    "El Segundo's business life is split by Sepulveda Boulevard. To the west is the original town: Main Street and Richmond Street with their cafes, bars and shops, and Smoky Hollow, a district of machine shops and small industrial buildings that now also houses breweries, design studios and hardware startups. To the east, aerospace and office campuses reach toward Aviation Boulevard, including Los Angeles Air Force Base. On Sepulveda near Rosecrans Avenue sit the city's shopping centers, The Point and Plaza El Segundo.",
    'Customers come in shifts. On weekdays the town fills with engineers, defense contractors and corporate staff, plus employees of the sports teams that train here: the Lakers at the UCLA Health Training Center and the Chargers at The Bolt, their headquarters since 2024. Hotels along Imperial Highway and Sepulveda serve LAX travelers who search at every hour. Weekends belong to residents, beachgoers headed for El Segundo Beach, and visitors who make a day of the breweries and Main Street.',
    'Residents are few but loyal. El Segundo has its own school district and its own police and fire departments, and locals back their Main Street shops, though the weekday crowd drives most of the volume. Three Metro K Line stations, Mariposa, El Segundo and Douglas, serve the campus side, and since 2025 the line has run north through the LAX/Metro Transit Center to Inglewood, so more workers and travelers arrive without a car.',
  ],
  strategy: [
    {
      title: 'Fill in pickup and happy-hour times',
      description:
        'Google Business Profile lets you list pickup, delivery, breakfast and happy-hour times separately from opening hours. Office workers near Rosecrans filter for exactly that before noon and after five, so complete them, and post weekday specials early in the morning.',
    },
    {
      title: 'Build pages for the campus corridors',
      description:
        "Write catering and service pages that name where the offices are: Rosecrans Avenue, the Aviation Boulevard campuses and the blocks around the Air Force base. Office managers ordering for a team search by their building's location, not by a neighborhood name.",
    },
    {
      title: 'Join the aerospace and Main Street networks',
      description:
        'B2B firms earn credible links through supplier listings, industry associations and small-business outreach from Space Systems Command; shops and restaurants earn theirs through the El Segundo Chamber of Commerce and Main Street events. Both place you firmly in El Segundo.',
    },
    {
      title: 'Split traveler traffic from office orders',
      description:
        'Tag links from your Google profile, hotel concierge listings and catering pages separately, and give group orders a dedicated number. In El Segundo one restaurant may feed hotel guests at ten at night and a big office lunch at noon.',
    },
  ],
  localQuestion: {
    question: 'Will office workers cross Sepulveda to reach my Smoky Hollow brewery or shop?',
    answer:
      "Some will, if you give them a reason. Sepulveda Boulevard divides the old town, where Smoky Hollow and Main Street sit, from the campus side, where the K Line's Mariposa, El Segundo and Douglas stations are. A short lunch break makes the crossing a hard sell, but after-work drinks and team pickup orders are not. List after-work hours and pickup clearly, name your nearest cross streets, and ask campus regulars for honest reviews, which their colleagues will see when they search nearby.",
  },
  metaDescription:
    'El Segundo SEO for restaurants, hotels, gyms and B2B firms. Reach aerospace workers, corporate campuses and LAX travelers who are searching nearby right now.',
};

export default neighborhood;

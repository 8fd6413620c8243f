import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'granada-hills',
  name: 'Granada Hills',
  region: 'San Fernando Valley',
  businessCount: 2700,
  population: 51000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    "A north Valley suburb of ranch homes and the Balboa Highlands Eichler tract, known for O'Melveny Park in the Santa Susana foothills and a family-centered community around its large public high schools.",
  keyIndustries: [
    'Home Services',
    'Healthcare',
    'Restaurants',
    'Real Estate',
    'Education & Tutoring',
    'Auto Services',
    'Fitness',
    'Insurance',
  ],
  competitiveLandscape:
    'Granada Hills is mostly residential, so competition centers on home services, healthcare and family needs, with providers from Northridge, Porter Ranch and Mission Hills targeting the same homeowners. Fewer businesses optimize well here than in the central Valley, which gives a well-run Google profile an outsized advantage. Searches are family-driven and highly local.',
  localLandmarks: [
    "O'Melveny Park",
    'Balboa Highlands Eichler homes',
    'Bee Canyon Park',
    'Granada Hills Recreation Center',
  ],
  notableBusinesses: [
    'Granada Hills Charter High School',
    'John F. Kennedy High School',
    'Knollwood Country Club',
  ],
  conversionTips: [
    'Write for homeowners of older ranch houses and Eichlers: remodels, roofing, plumbing and solar are steady searches, and period-appropriate work is a selling point.',
    'Families plan around school schedules, so list after-school and weekend hours for tutoring, sports and healthcare.',
    'Cover Northridge, Porter Ranch and Mission Hills as service areas; Granada Hills residents search across all of them.',
    'Offer Spanish and Tagalog where your staff can; both communities are well represented in the north Valley.',
  ],
  heroIntro:
    "Granada Hills has long called itself the Valley's most neighborly town, and people hire that way: a contractor, tutor or dentist near Chatsworth Street or Balboa Boulevard gets the job because neighbors vouch for them and the reviews agree.",
  localPicture: [
    "The community's original business strip is Chatsworth Street between Lindley Avenue and Balboa Boulevard, where a city specific plan adopted in the 1990s asks new storefronts to follow a Spanish colonial style. Restaurants, bakeries, salons, real estate offices and a shopping center at Zelzah Avenue line that stretch, and larger centers sit along Devonshire Street, Balboa Boulevard and San Fernando Mission Boulevard. The 118 runs through the north side, the 405 and the 5 are just east, and residents drive to Northridge for the mall and to Mission Hills for Providence Holy Cross Medical Center.",
    "Housing sets the demand. Most homes date from the postwar decades, and older ranch houses need panel upgrades, sewer-line work, new roofs and seismic retrofits. The Balboa Highlands Eichler tract became a city Historic Preservation Overlay Zone in 2010, so exterior changes there go through design review, and homes on the hillside streets near O'Melveny Park and Bee Canyon must meet brush-clearance rules before each fire season. The Sunshine Canyon Landfill just north of the Eichlers remains a neighborhood concern that buyers raise with their agents.",
    'Family schedules revolve around Granada Hills Charter and Kennedy High, the elementary and middle schools that feed them, and the youth leagues that fill the parks on weekends. Back-to-school, testing season and summer break move searches for tutoring, orthodontics, sports medicine and camps. Latino households make up a big share of Granada Hills, alongside many Korean and Filipino families, so pages in Spanish, Korean and Tagalog all find readers here.',
  ],
  strategy: [
    {
      title: 'Say Granada Hills, not Los Angeles',
      description:
        'Granada Hills is part of the City of Los Angeles, but residents search by neighborhood name. Put it in your Google Business Profile description, website title and location page, keep a precise map pin, and show your storefront and parking so neighbors recognize you.',
    },
    {
      title: 'Write for Eichler and ranch-house owners',
      description:
        'Give the Balboa Highlands its own page if you work on mid-century homes: low-slope roofs, radiant slab heating, post-and-beam repairs and HPOZ review. Owners search for exactly those terms and find few contractors who address them directly.',
    },
    {
      title: 'Work both neighborhood councils and the chamber',
      description:
        'Granada Hills has a North and a South neighborhood council, a chamber of commerce, booster clubs at its two big high schools and busy youth leagues. Event listings and sponsorships with them earn local links and mentions that competitors seldom bother to collect.',
    },
    {
      title: 'Map your calls by street and season',
      description:
        'Ask new customers their street and log calls against the school year and brush-clearance season. If leads cluster south of the 118 but not north of it, you know how far your map pin reaches and where the next page should aim.',
    },
  ],
  localQuestion: {
    question: 'Do I need special approval to work on the Balboa Highlands Eichlers in Granada Hills?',
    answer:
      "Not a special license, but an extra review step. Balboa Highlands is a city Historic Preservation Overlay Zone, so most exterior work visible from the street, such as windows, siding, roofs and additions, is reviewed by City Planning's Office of Historic Resources and the Valley HPOZ Board before permits are issued. Contractors who explain that process, show past Eichler projects and budget time for review win owners who have been burned by crews that ignored it.",
  },
  metaDescription:
    'Granada Hills SEO for home services, family healthcare, tutors and restaurants. Win the north Valley searches where few of your competitors optimize well.',
};

export default neighborhood;

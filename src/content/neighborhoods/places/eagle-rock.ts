import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'eagle-rock',
  name: 'Eagle Rock',
  region: 'Northeast LA',
  businessCount: 2100,
  population: 34000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A hillside Northeast LA neighborhood named for the giant boulder on its northern edge, home to Occidental College and a lively strip of restaurants and shops along Colorado Boulevard.',
  keyIndustries: ['Restaurants', 'Education', 'Healthcare', 'Real Estate', 'Home Services', 'Fitness & Wellness', 'Coffee Shops', 'Retail'],
  competitiveLandscape:
    'Eagle Rock competes with Highland Park, Glendale and Pasadena, all a short drive away, for restaurant and service searches. Family-focused residents look for pediatricians, contractors, tutors and kid-friendly dining, and they lean heavily on neighborhood recommendations. Businesses along Colorado and Eagle Rock boulevards with a steady stream of reviews tend to hold the map pack for years.',
  localLandmarks: ['The Eagle Rock', 'Eagle Rock City Hall', 'Center for the Arts Eagle Rock', 'Eagle Rock Recreation Center'],
  notableBusinesses: ['Occidental College', 'Casa Bianca Pizza Pie', "Colombo's Italian Steak House"],
  conversionTips: [
    'Target Occidental students and visiting parents during the school year, including move-in and commencement weekends.',
    'Write for families: kid-friendly menus, weekend hours and easy booking matter more here than trendiness.',
    'Reach the sizable Filipino American community with culturally aware content, and Tagalog where it fits.',
    'Tell visitors where to park along Colorado Boulevard and mention any lot behind your building.',
  ],
  heroIntro:
    'Eagle Rock customers look close to home, along Colorado Boulevard between Eagle Rock Plaza and the Pasadena line, and they settle on the place a neighbor, a parent at school pickup or an Occidental professor already vouches for.',
  localPicture: [
    "Eagle Rock has two main business streets. Colorado Boulevard runs east and west, from Eagle Rock Plaza by the Glendale Freeway to the Pasadena border, with restaurants, coffee shops, salons and offices in low one- and two-story buildings. Eagle Rock Boulevard runs south from Colorado toward Glassell Park, meeting York Boulevard on the way to Highland Park, with more everyday services, auto shops and small markets along it. The Glendale Freeway's Colorado Boulevard exit lands drivers right at the plaza, so businesses at the west end catch shoppers from Glendale and Glassell Park as well.",
    'The customers are mostly local households: families who settled in the hills decades ago, newer arrivals from across the city, and a sizable Filipino American community that shops at Seafood City and eats at the Filipino restaurants around Eagle Rock Plaza. Occidental College adds students, faculty, staff and visiting families around its campus in the southern hills, and Eagle Rock High School on Yosemite Drive and the neighborhood elementary schools create weekday rushes at drop-off and pickup.',
    "Demand here runs on the school calendar rather than on tourist seasons, with the Occidental trade quieting each summer and family routines setting weekday peaks. Most customers drive, using the Glendale Freeway and the Ventura Freeway along the neighborhood's northern edge, so a lot behind a Colorado Boulevard storefront is a real advantage. Searches are mostly in English, with Tagalog and Spanish spoken in many homes and Armenian common among customers coming over from Glendale.",
  ],
  strategy: [
    {
      title: 'Keep reviews coming from neighborhood families',
      description:
        'Eagle Rock households trust what neighbors say, so build a steady review flow: ask at checkout, reply to every review, and post photos of families and kids enjoying the place. A profile with recent reviews holds its ground against nearby Glendale and Pasadena listings.',
    },
    {
      title: 'Write for the neighborhoods next door',
      description:
        'Customers cross freely between Eagle Rock, Glassell Park, Highland Park and Mount Washington. Service businesses should publish honest pages for the areas they actually drive to, and restaurants should say how far they are from Occidental and Eagle Rock Plaza.',
    },
    {
      title: 'Partner with Occidental and the arts center',
      description:
        "Occidental College's community events, the Center for the Arts Eagle Rock and the Eagle Rock Chamber of Commerce publish event and partner pages. Supporting a student program, a class or a school fundraiser earns mentions from sources Google reads as clearly local.",
    },
    {
      title: 'Ask each new customer for a ZIP',
      description:
        'Add a ZIP code field to booking and order forms and read it alongside your Google calls. If customers from 90041 keep coming back while Glendale and Pasadena buyers try you once, you know where to aim reviews, posts and ad money.',
    },
  ],
  localQuestion: {
    question: 'Does it matter whether my shop is on Colorado Boulevard or Eagle Rock Boulevard?',
    answer:
      "It does, because the two streets bring different trips. Colorado Boulevard is the neighborhood's main street, where people stroll, dine and run errands between Eagle Rock Plaza and the Pasadena side. Eagle Rock Boulevard carries more through traffic south toward Glassell Park and York Boulevard, so a business there also sits close to searchers in Highland Park. Write your pages and Google posts for the customers your street actually delivers, and say which boulevard you are on.",
  },
  metaDescription:
    'Eagle Rock SEO for restaurants, family services and shops on Colorado Boulevard. Beat nearby Glendale and Pasadena competitors in local and map results.',
};

export default neighborhood;

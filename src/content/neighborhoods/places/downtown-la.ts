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
  localLandmarks: ['Los Angeles City Hall', 'Walt Disney Concert Hall', 'The Broad', 'Union Station', 'Crypto.com Arena'],
  notableBusinesses: ['Grand Central Market', 'The Millennium Biltmore Hotel', 'Los Angeles Athletic Club', 'Los Angeles Flower Market'],
  conversionTips: [
    'Put parking and transit directions near the top of every page: name the closest garage, say whether you validate, and list the nearest Metro stop, such as 7th St/Metro Center, Pershing Square or Historic Broadway.',
    'Match your hours and Google posts to the downtown rhythm: weekday breakfast and lunch for the office towers, evenings and weekends for residents of the Arts District, South Park and the Historic Core.',
    'Offer Spanish on your site and phone line, especially in the Fashion District and near the courthouses, where many customers prefer it.',
    'If you depend on events, publish pages tied to the Crypto.com Arena, Convention Center and Music Center calendars so pre-show searchers find you.',
  ],
  heroIntro:
    "Downtown customers search from the jury assembly room at the Stanley Mosk Courthouse, from a buyer's van on Santee Street or from a loft off Traction Avenue, and each wants the business a few blocks away, open now.",
  localPicture: [
    'Downtown is really a dozen business districts sharing one skyline. Bunker Hill and the Financial District run on the office towers of Grand Avenue, Flower Street and Figueroa; the Historic Core lives along Broadway and Spring Street; the Fashion District spreads out from Santee Alley and Los Angeles Street; the Jewelry District crowds Hill Street and Broadway; and Little Tokyo, Chinatown and the Arts District each keep their own character. A customer who says "downtown" usually means one of these, and often searches by that name.',
    'The customers change by the hour. Weekday mornings bring office workers off the A, B, D and E lines, jurors and attorneys headed to the courthouses on Hill and Temple streets, and retailers working the garment showrooms. Evenings belong to residents of South Park and the Historic Core and to crowds for Lakers and Kings games, concerts at Crypto.com Arena and performances at the Music Center. Each July, Anime Expo fills the Convention Center and the hotels around it, and Nisei Week brings visitors to Little Tokyo in August.',
    'Search happens in several languages at once: Spanish across the Fashion District and the Historic Core, Korean among the many Korean American garment wholesalers, Japanese in Little Tokyo and Chinese in Chinatown. Parking shapes nearly every choice. Garage rates climb on event nights near L.A. Live, so people favor places that validate or sit a short walk from a Metro portal, while Union Station puts Metrolink and Amtrak riders within reach of businesses in the Civic Center, Chinatown and Little Tokyo.',
  ],
  strategy: [
    {
      title: 'Pin your profile to the right district',
      description:
        "Set your Google Business Profile pin on your actual entrance, not a tower's main lobby, and name your district, such as South Park, the Historic Core or Little Tokyo, in the description. Map results here shift block by block.",
    },
    {
      title: 'Write a page for each downtown audience',
      description:
        'A defense firm near the Foltz courthouse, a cafe in the Arts District and a wholesaler on Santee Street answer different searches. Give each audience you serve its own page, built around landmarks it knows, such as Pershing Square or the Bradbury Building.',
    },
    {
      title: 'Earn mentions from business improvement districts',
      description:
        'The Downtown Center, Historic Core and Fashion District business improvement districts, the Little Tokyo Community Council and the Los Angeles County Bar Association all publish directories, guides or event pages. A listing or sponsorship there tells Google your business belongs downtown.',
    },
    {
      title: 'Track calls by daypart and event night',
      description:
        'Tag calls and direction requests by hour, then see whether weekday lunch, jury-service breaks or nights with a Crypto.com Arena event bring paying customers. Move Google posts and ad budget to the windows that produce visits, not just clicks.',
    },
  ],
  localQuestion: {
    question: 'Can my Fashion District showroom reach retail shoppers without losing its wholesale buyers?',
    answer:
      "Yes, if the two audiences get separate pages. Many Fashion District wholesalers sell only to the trade during the week and open to the public on Saturdays, and shoppers drawn by Santee Alley search for exactly that. Say plainly on your Google profile and your site which days you sell retail, whether there is a minimum, and what a buyer needs for wholesale pricing, such as a seller's permit. Clear answers cut wasted calls and the frustrated reviews that follow them.",
  },
  metaDescription:
    'Downtown LA SEO for law firms, restaurants and wholesalers competing block by block, from the Financial District to the Arts District. Win the map pack.',
};

export default neighborhood;

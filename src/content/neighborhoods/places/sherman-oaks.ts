import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'sherman-oaks',
  name: 'Sherman Oaks',
  region: 'San Fernando Valley',
  businessCount: 6900,
  population: 70000,
  populationSource: 'estimate',
  searchCompetition: 'high',
  knownFor:
    'A busy Valley neighborhood at the junction of the 405 and 101 freeways, known for the Ventura Boulevard dining and shopping strip, the Sherman Oaks Galleria and hillside homes south of the boulevard.',
  keyIndustries: [
    'Healthcare',
    'Restaurants',
    'Fitness & Wellness',
    'Real Estate',
    'Legal Services',
    'Beauty & Salons',
    'Entertainment',
    'Retail',
  ],
  competitiveLandscape:
    'Sherman Oaks has one of the densest concentrations of dentists, dermatologists, med spas, gyms and restaurants in the Valley, with Studio City and Encino competitors a few blocks away. Traffic on the 405 and 101 shapes behavior: people want businesses close to home or on their commute, not across the hill. Many residents work in entertainment and expect polished websites and plenty of recent reviews.',
  localLandmarks: [
    'Sherman Oaks Galleria',
    'Westfield Fashion Square',
    'Van Nuys Sherman Oaks Park',
    'Sherman Oaks Castle Park',
    'Ventura Boulevard',
  ],
  notableBusinesses: ['Casa Vega', 'Sherman Oaks Hospital', 'Notre Dame High School', 'The Buckley School'],
  conversionTips: [
    'Emphasize convenience for commuters: early and evening appointments, online booking and exact directions from the 405 and 101.',
    'Explain parking behind Ventura Boulevard storefronts and any validation; curbside spots are scarce at peak hours.',
    'Create pages for the communities you draw from, like Studio City, Encino, Van Nuys and Bel Air, since Sherman Oaks customers cross those lines.',
    'Keep your profile polished with recent photos and a steady stream of reviews; this audience notices a stale listing.',
  ],
  heroIntro:
    'Search from Ventura and Van Nuys boulevards for a dermatologist, a trainer or sushi, and strong options appear within a few blocks. Sherman Oaks customers choose quickly, and they pick the listing that answers their question first.',
  localPicture: [
    "Sherman Oaks business clusters around a few intersections. Ventura Boulevard's blocks near Van Nuys and Sepulveda boulevards hold the densest mix of restaurants, medical offices, salons and boutique gyms, and the open-air Sherman Oaks Galleria at Ventura and Sepulveda adds shops, restaurants and office floors. Fashion Square sits on Riverside Drive beside the 101, and Van Nuys Boulevard north of Ventura carries medical buildings, apartments and older storefronts toward the Van Nuys line.",
    "The customer base mixes hillside homeowners south of Ventura, renters in the apartment blocks north of it, and a large commuting population that crosses the Sepulveda Pass to the Westside and UCLA each day. Entertainment and professional workers set high expectations, and parents plan their days around school runs to Notre Dame, Buckley and the neighborhood's public and charter schools. Spanish, Farsi and Hebrew are all common alongside English, and reviews in those languages carry weight within their communities.",
    "Metro's Rapid bus from Van Nuys Boulevard over the Sepulveda Pass to Westwood gives some customers a car-free way in, and Metro's planned Sepulveda transit line may add more; for now most still drive. The year has a rhythm of its own: January's resolution rush fills gyms, Pilates studios and med spas, summer heat pushes errands toward the evening, and the holiday season makes Fashion Square and the Galleria the busiest destinations in the neighborhood, with restaurants nearby catching the overflow.",
  ],
  strategy: [
    {
      title: 'Ask for reviews that name the service',
      description:
        "Customers here read reviews closely before choosing among places a block apart. Ask satisfied clients to mention the treatment, class or dish they had, and reply to every review; detailed recent reviews help a listing hold its spot on Ventura's crowded map.",
    },
    {
      title: 'Write pages around Galleria and Fashion Square',
      description:
        "People pair errands: a blowout before dinner at the Galleria, an eye exam while shopping at Fashion Square. Pages that name the landmark you are near and the walk or drive time catch searches like 'near Sherman Oaks Galleria' from people planning ahead.",
    },
    {
      title: 'Collect links from Sherman Oaks organizations',
      description:
        'Sherman Oaks Chamber of Commerce membership, Sherman Oaks Neighborhood Council event sponsorships, school auctions and fun runs, and coverage in Valley outlets such as the Los Angeles Daily News produce links that general directories cannot.',
    },
    {
      title: 'Track customers by ZIP code and hour',
      description:
        'Tag bookings by ZIP code and time slot. If before-work and after-work appointments fill with people from outside 91403 and 91423, your commuter content is working; if nearly everyone lives nearby, you are still competing only for neighbors.',
    },
  ],
  localQuestion: {
    question: 'Can my Sherman Oaks location win customers in Encino and Studio City too?',
    answer:
      "Partly. Ventura Boulevard runs from Studio City through Sherman Oaks to Encino with no visible break, so customers cross the lines without noticing, but Google's map results weigh distance from the searcher and usually favor the closest strong listing in each neighborhood. You can still win organic results with useful pages about serving those areas, plus reviews from customers who live there. Don't set up a virtual office to fake an address; Google suspends listings that do.",
  },
  metaDescription:
    'Sherman Oaks SEO for practices, med spas, gyms and restaurants on Ventura Boulevard. Outrank your nearby Studio City and Encino competitors in local search.',
};

export default neighborhood;

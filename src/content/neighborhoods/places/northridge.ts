import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'northridge',
  name: 'Northridge',
  region: 'San Fernando Valley',
  businessCount: 4600,
  population: 66000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'Home to California State University, Northridge, the Northridge Fashion Center and quiet ranch-house streets, and the namesake of the 1994 Northridge earthquake.',
  keyIndustries: [
    'Higher Education',
    'Healthcare',
    'Restaurants',
    'Retail',
    'Student Housing',
    'Real Estate',
    'Auto Services',
    'Fitness',
  ],
  competitiveLandscape:
    'Reseda Boulevard and the streets around CSUN are crowded with restaurants and services competing for tens of thousands of students, while chains around the Northridge Fashion Center dominate many retail searches. Healthcare providers near Northridge Hospital compete across the north Valley. Residents of the surrounding neighborhoods search for home services and family care, often comparing Northridge, Granada Hills and Reseda providers.',
  localLandmarks: [
    'Oviatt Library',
    'The Soraya',
    'CSUN Orange Grove',
    'Northridge Recreation Center',
  ],
  notableBusinesses: [
    'California State University, Northridge',
    'Northridge Hospital Medical Center',
    'Northridge Fashion Center',
    "Brent's Deli",
  ],
  conversionTips: [
    'Plan around the CSUN calendar; move-in, midterms, finals and commencement bring predictable spikes.',
    'Students and faculty search on foot around Reseda Boulevard and Nordhoff Street, so make walking directions and late hours clear.',
    'Offer Spanish and the other languages your staff speaks; CSUN draws one of the most diverse student bodies in California.',
    'Build service-area pages for Northridge, Granada Hills and Porter Ranch to reach families in the surrounding tracts.',
  ],
  heroIntro:
    'In Northridge, being found means showing up when a CSUN student on Reseda Boulevard looks for food open late between classes, and when a family off Devonshire Street picks a dentist or plumber to keep for years.',
  localPicture: [
    'Northridge does its business along a handful of long streets. Reseda Boulevard between Nordhoff and Plummer is the college strip, packed with boba, tacos, pho, copy shops and phone repair within walking distance of campus. Tampa Avenue and Plummer Street frame the Northridge Fashion Center, which pulls shoppers from across the northwest Valley, while Devonshire Street, Zelzah Avenue and Balboa Boulevard carry the everyday trade of dry cleaners, insurance offices and family restaurants in strip centers with their own lots. Roscoe Boulevard, at the south end, is anchored by Northridge Hospital Medical Center and the medical offices around it.',
    "CSUN sets the rhythm of the year. When the fall semester opens in late August, searches for apartments, furniture, haircuts and late-night food climb; they sag over winter break and jump again at commencement in May, when visiting parents fill hotel rooms and restaurant tables. Faculty, staff and hospital employees are a steadier weekday market, and nearby medical-device makers add lunch and service customers. Northridge has plenty of older wood-frame apartments, and the city's mandatory soft-story retrofit program, a direct legacy of the 1994 quake, keeps apartment owners searching for engineers and contractors.",
    'CSUN is a federally designated Hispanic-Serving Institution and has long been a national leader in deaf education, so Spanish-language pages and accessible service, such as captioned videos and booking by text, reach people that competitors overlook. Most customers drive. The Northridge Metrolink station on Wilbur Avenue serves the Ventura County Line and Metro buses run along Reseda Boulevard, but parking decides many visits: students avoid paying for campus structures when they can, so a free lot is worth mentioning.',
  ],
  strategy: [
    {
      title: 'Win the walking-distance map pack',
      description:
        'Searches from dorms and the apartments off Reseda Boulevard favor places a short walk away. Keep semester and break hours accurate on your Google Business Profile, show your entrance and parking in photos, and mention student discounts and late hours in your description and posts.',
    },
    {
      title: 'Publish pages for the CSUN calendar',
      description:
        'Write pages for move-in week, finals and commencement weekend: graduation party catering, group dinners for visiting families, furniture delivery, quiet places to study. Put them up weeks ahead, because parents start planning May graduation long before they book their flights.',
    },
    {
      title: 'Earn links from the Matador world',
      description:
        "The Daily Sundial, student clubs, Matador athletics and The Soraya's season draw Northridge's attention. Advertise in the student paper, sponsor a club event or offer a pre-show dinner for Soraya ticket holders, and ask for the link or mention that comes with it.",
    },
    {
      title: 'Read results against the academic year',
      description:
        'Compare calls, direction requests and bookings month by month with the CSUN calendar rather than the calendar year. A December lull and an August surge are normal for Northridge; a slump in October is a real problem worth looking into.',
    },
  ],
  localQuestion: {
    question: 'Should my Northridge business chase CSUN students or the homeowners around them?',
    answer:
      'Usually both, on separate pages. Students search on their phones near campus, weigh price and hours, and turn over every few years as they graduate. Homeowners on the ranch-house streets between Devonshire Street and Roscoe Boulevard search less often but spend more per visit and stay loyal. A café on Reseda Boulevard can lean toward students; a dentist or plumber should write for families and treat the campus as a landmark in directions.',
  },
  metaDescription:
    'Northridge SEO for restaurants, clinics and services near CSUN. Reach students, faculty and north Valley families with local search that turns into visits.',
};

export default neighborhood;

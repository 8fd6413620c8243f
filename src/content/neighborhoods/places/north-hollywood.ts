import type { Neighborhood } from '../types';

const neighborhood: Neighborhood = {
  id: 'north-hollywood',
  name: 'North Hollywood',
  region: 'San Fernando Valley',
  businessCount: 5500,
  population: 78000,
  populationSource: 'estimate',
  searchCompetition: 'moderate',
  knownFor:
    'A Valley neighborhood built around the NoHo Arts District, with small theaters, dance studios and music schools, a major Metro hub at the end of the B Line, and fast-growing apartment blocks.',
  keyIndustries: [
    'Entertainment',
    'Performing Arts Education',
    'Post-Production',
    'Restaurants',
    'Music Production',
    'Auto Services',
    'Real Estate',
    'Fitness',
  ],
  competitiveLandscape:
    'North Hollywood businesses compete with Studio City, Burbank and Toluca Lake for entertainment-related services, and with the whole Valley for trades and auto repair. Acting schools, rehearsal spaces and recording studios target aspiring performers who search from across the region. Much of the neighborhood is Latino, so searches come in both English and Spanish.',
  localLandmarks: [
    'NoHo Arts District',
    'El Portal Theatre',
    'Amelia Earhart Regional Library',
    'North Hollywood Park',
    'Lankershim Depot',
  ],
  notableBusinesses: ['Television Academy', 'Laemmle NoHo 7', 'Idle Hour'],
  conversionTips: [
    'Mention the North Hollywood station on the Metro B and G lines, which brings commuters and visitors from across the Valley and Hollywood.',
    'Performers keep odd hours, so list evening and weekend availability for classes, rehearsal space and services.',
    'Publish in English and Spanish to reach the whole neighborhood, not just the Arts District.',
    'Tie content to theater openings and NoHo Arts District events so pre-show searchers find you.',
  ],
  heroIntro:
    'Many North Hollywood customers arrive on foot from the Metro, phone in hand, headed to an audition, an improv class or a show on Lankershim Boulevard. They pick whichever business answers their search quickly and clearly.',
  localPicture: [
    'The Arts District is the compact heart: Lankershim and Magnolia boulevards around the North Hollywood station hold small theaters, acting and dance studios, rehearsal rooms and bars within a short walk. Beyond it, North Hollywood is a set of long commercial corridors. Laurel Canyon Boulevard has NoHo West, the shopping center built on the old Laurel Plaza mall site; Vineland Avenue runs south toward Universal City; and Victory and Burbank boulevards carry auto shops, taquerias, laundromats and family businesses that serve the residential blocks.',
    'The customer base is young and mixed. Actors, musicians, editors and crew rent in the apartment buildings that have gone up near the station, many of them working at Universal, the Burbank studios or from home. Students come from across the region for classes, and Los Angeles Valley College is a short G Line ride west. Longtime Mexican and Central American families anchor the residential streets, and an Armenian community reaches in from the Valley Village side, so Armenian joins Spanish and English in local searches.',
    'Plenty of customers never move a car. The B Line reaches Hollywood and downtown, the G Line crosses the Valley, and a bike path along Chandler Boulevard links the station with Burbank. Visitors to Universal Studios Hollywood fill The Garland and other hotels at the south end, and hot Valley summers push rehearsals, classes and errands into the evening, when people search for air-conditioned studios, late dinners and cold drinks.',
  ],
  strategy: [
    {
      title: 'Make the profile work for walk-ins',
      description:
        'Add the details first-time visitors check: wheelchair access, a booking link, evening hours and a photo of your door as seen from Lankershim or Magnolia. Students walking over from the station decide in seconds, and a clear entrance photo saves a missed first class.',
    },
    {
      title: 'Give every class and production its own page',
      description:
        "Searchers type 'improv classes NoHo' or a show's title, not your company name. Publish a page for each class type and production, with dates, levels and prices, and refresh those pages each term rather than posting one schedule PDF.",
    },
    {
      title: 'Appear in NoHo arts and civic listings',
      description:
        "Theater listing sites, the Arts District's community pages, the NoHo and Mid-Town North Hollywood neighborhood councils, and local Spanish-language newsletters all mention neighborhood businesses. A link from a production's program page or a class directory comes from exactly the audience you want.",
    },
    {
      title: 'Measure sign-ups by term and language',
      description:
        'Track enrollments per class term, ticket sales per run and calls from your Spanish pages on separate numbers. Demand here moves with term starts and show openings, so compare each term with the previous one instead of one calendar month with another.',
    },
  ],
  localQuestion: {
    question: 'Can my NoHo acting studio win students from outside the neighborhood?',
    answer:
      'Yes, and the station is the reason. North Hollywood station joins the B Line from Hollywood and downtown with the G Line from the west Valley, so a student in Koreatown or Woodland Hills can reach Lankershim Boulevard without a car. Map results will still favor nearby searchers, so compete for distant students with pages that spell out the ride, the walk from the platform and class times that fit a commute, and ask students who travel in to mention it in reviews.',
  },
  metaDescription:
    'North Hollywood SEO for theaters, studios, schools, restaurants and trades. Reach NoHo Arts District visitors and Valley residents in English and Spanish.',
};

export default neighborhood;

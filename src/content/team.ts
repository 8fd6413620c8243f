import type { TeamMember } from './types';

/** The team shown on the About page, in the order of positions in docs/requirements/company-pages.md#team. */
export const team: TeamMember[] = [
  {
    name: 'Marisol Avila',
    position: 'CEO',
    bio: 'Marisol Avila founded Los Angeles SEO Group in 2015 after eight years running marketing for restaurants and retail shops across the city. She sets the strategy for every client account and still reviews monthly reports herself. She lives in Highland Park and spends most Saturday mornings at the local farmers market.',
    image: 'marisol-avila.svg',
  },
  {
    name: 'Darnell Hayes',
    position: 'Director of Operations',
    bio: 'Darnell Hayes spent a decade managing service teams at a regional home services company before joining the agency. He makes sure every client gets the right strategist, a clear timeline and reports that arrive on schedule. Outside of work, he coaches youth basketball in Leimert Park.',
    image: 'darnell-hayes.svg',
  },
  {
    name: 'Tanvi Mehta',
    position: 'Social Media Manager',
    bio: 'Tanvi Mehta came to the agency from a lifestyle brand, where she grew its Instagram following from scratch. She helps clients turn their Google Business Profile posts, reviews and social channels into steady local visibility. She lives in Culver City and is rarely seen without a film camera.',
    image: 'tanvi-mehta.svg',
  },
  {
    name: 'Arturo Villanueva',
    position: 'Project Manager',
    bio: 'Arturo Villanueva has managed web and marketing projects for dental practices, law firms and contractors for more than a decade. He keeps each client engagement on track, from the first audit to the monthly check-in call. He lives in Boyle Heights and restores vintage bicycles in his garage.',
    image: 'arturo-villanueva.svg',
  },
  {
    name: 'Kenji Watanabe',
    position: 'CTO',
    bio: 'Kenji Watanabe is a software engineer who previously built analytics tools for e-commerce companies. He leads the technical side of client work, including site audits, page speed fixes, structured data and the tracking behind every report. He lives in Sawtelle and surfs at Venice Beach before work.',
    image: 'kenji-watanabe.svg',
  },
  {
    name: 'Nora Sarkissian',
    position: 'Admin',
    bio: 'Nora Sarkissian keeps the office at Century Park East running and is often the first voice new clients hear on the phone. She handles scheduling, onboarding paperwork and billing questions, and makes sure every message gets a reply within 24 hours. She lives in Glendale and bakes for every office birthday.',
    image: 'nora-sarkissian.svg',
  },
];

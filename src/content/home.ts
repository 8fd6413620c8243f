import type { FeatureCard } from './types';

export const heroFeatures: FeatureCard[] = [
  {
    title: 'Expert Analysis',
    description:
      'We audit your site, your Google Business Profile and the businesses outranking you, so every recommendation starts from facts, not guesses.',
    icon: 'search',
  },
  {
    title: 'Data-Driven Optimization',
    description:
      'Rankings, calls and form fills are tracked month by month. We double down on what moves revenue and drop what does not.',
    icon: 'chart',
  },
  {
    title: 'Proven Results',
    description:
      'More than 250 businesses across Los Angeles have grown with us, and 97% of our clients stay year after year.',
    icon: 'trophy',
  },
];

export const contactHelpPoints: string[] = [
  'A free review of how your business shows up on Google today',
  'The three changes most likely to bring you more calls this quarter',
  'An honest answer on whether SEO is the right investment for you',
  'A plan and a price in writing, with no long-term lock-in',
];

export interface NeighborhoodTeaser {
  name: string;
  description: string;
}

export const neighborhoodTeasers: NeighborhoodTeaser[] = [
  {
    name: 'Hollywood',
    description:
      'Restaurants, studios and nightlife compete for tourists and locals alike. We help Hollywood businesses stand out in crowded map results.',
  },
  {
    name: 'Santa Monica',
    description:
      'From Main Street boutiques to tech offices near the pier, Santa Monica searches are fiercely local. We make sure you are the one they find.',
  },
  {
    name: 'Pasadena',
    description:
      'Professional practices, healthcare and family businesses in Pasadena win with trust signals, reviews and well-built service pages.',
  },
];

export const popularNeighborhoods: string[] = ['Beverly Hills', 'Downtown LA', 'Culver City', 'Sherman Oaks', 'Long Beach'];

export const whyChooseUs: FeatureCard[] = [
  {
    title: 'Los Angeles Specialists',
    description:
      'Most of our clients are in Los Angeles County and our local work is built around it, so we know the neighborhoods, the search habits and the competition.',
    icon: 'map-pin',
  },
  {
    title: 'Transparent Reporting',
    description:
      'A plain-English report every month: what we did, what moved, and what we will do next. You always see the numbers.',
    icon: 'chart',
  },
  {
    title: 'A Dedicated Strategist',
    description:
      'One named person who knows your business answers your questions, usually the same day and always within 24 hours.',
    icon: 'users',
  },
  {
    title: 'White-Hat Methods Only',
    description:
      'No link schemes, no shortcuts that put your site at risk. We build rankings that survive Google updates.',
    icon: 'shield',
  },
  {
    title: 'Focused on Revenue',
    description:
      'Traffic is only the start. We track calls, bookings and sales so SEO is judged by what it earns you.',
    icon: 'target',
  },
  {
    title: 'Fast, Friendly Onboarding',
    description:
      'An initial audit in your first weeks, quick wins fixed early, and a clear roadmap for the months that follow.',
    icon: 'clock',
  },
];

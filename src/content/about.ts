import type { FeatureCard } from './types';

/** The agency's story, one string per paragraph. */
export const aboutStory: string[] = [
  'Los Angeles SEO Group started in 2015, when Marisol Avila kept seeing the same thing happen to the local businesses she worked with. A family restaurant in Echo Park or a plumber in the Valley could do excellent work and still lose customers to a competitor down the street. Often the competitor was not better. It simply showed up on Google when people searched, and the business that did not show up was never considered.',
  'Marisol founded the agency in Los Angeles to fix that problem for local businesses: restaurants, medical and dental practices, law firms, contractors and shops that depend on customers nearby. Since then, the team has helped over 250 businesses across Los Angeles get found in search results and on Google Maps. Many of them came to us after trying to figure out SEO on their own, or after paying for work they could never see or measure.',
  'How we work has stayed the same since the beginning. Every client has one dedicated strategist who knows their business and answers their questions. Each month, clients get a plain-English report that explains what we did, what changed and what comes next, without jargon. We use white-hat methods only, so the progress we build for a business holds up over time instead of putting its website at risk with Google.',
];

/** The four values on the About page. */
export const values: FeatureCard[] = [
  {
    title: 'Excellence',
    description:
      'We hold our work to a high standard, from technical audits to the content we write. Every recommendation is checked, every change is tracked, and we measure ourselves by the results our clients see.',
    icon: 'trophy',
  },
  {
    title: 'Transparency',
    description:
      'You always know what we are doing and why. Our monthly reports show the work, the numbers and the next steps in plain English, and we tell you honestly when something is not working.',
    icon: 'shield',
  },
  {
    title: 'Partnership',
    description:
      'We work as an extension of your team. Your dedicated strategist learns your business, your customers and your goals, and plans the work around what actually brings revenue through your door.',
    icon: 'users',
  },
  {
    title: 'Innovation',
    description:
      'Search changes constantly, and so do we. We test new approaches carefully, keep up with Google updates and adopt new tools when they help our clients, not because they are new.',
    icon: 'sparkles',
  },
];

/** Reasons to choose the agency, grounded in its facts (docs/requirements/site-shell.md#business-constants). */
export const reasonsToChoose: FeatureCard[] = [
  {
    title: 'Focused on Los Angeles',
    description:
      'We work with local businesses across Los Angeles and know how people search here, from neighborhood names to the competition in each part of the city.',
    icon: 'map-pin',
  },
  {
    title: 'Month-by-Month Reporting',
    description:
      'Every month you get a plain-English report on rankings, calls and form fills, along with what we did and what we plan to do next.',
    icon: 'chart',
  },
  {
    title: 'No Long Lock-In Contracts',
    description:
      'We recommend starting with six months so the work has time to take hold. After that, you stay because it is working, not because a contract says so.',
    icon: 'clock',
  },
  {
    title: '97% Client Retention',
    description:
      'Nearly all of our clients choose to keep working with us. We think that says more about our results and service than any promise we could make.',
    icon: 'star',
  },
  {
    title: '30-Day Satisfaction Guarantee',
    description:
      'Every new client is covered by our 30-day satisfaction guarantee, as set out in the service agreement, so you can get started with confidence and see how we work first.',
    icon: 'shield',
  },
  {
    title: 'Realistic Timelines',
    description:
      'SEO takes time, and we are upfront about it. Most clients see meaningful results in three to six months, with quick wins fixed early along the way.',
    icon: 'target',
  },
];

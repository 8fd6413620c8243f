import { contactHelpPoints } from './home';
import { site } from './site';

/**
 * The words of /book around the picker (docs/decisions/0062-book-page.md, issue 61): what the call
 * is, who the visitor talks to, what it gives them and what to have ready, in the prerendered HTML,
 * so the page every call to action leads to says it before any script runs. Only facts the site
 * states elsewhere: the call is the 30-minute free consultation of the home page's contact section
 * (`contactHelpPoints`), the strategist is the About page's ("one dedicated strategist"), the list
 * to have ready is the contact page's answer to "What should I have ready for the call?".
 */
export const bookPage = {
  seoTitle: 'Book a Free SEO Consultation | LA SEO Group',
  seoDescription:
    'Pick a free 30-minute call with a Los Angeles SEO strategist. See the open times of the next two weeks in your own time zone and book in one step.',
  heading: 'Book your free consultation',
  intro:
    'Pick a time for a free 30-minute call with one of our Los Angeles SEO strategists. We will look at your site and your market with you and tell you honestly what we would do first.',
  call: {
    heading: 'What the call is',
    length: '30 minutes by phone or video, free and with no obligation.',
    hours: `Times in our answered hours: ${site.hours}, from 2 hours ahead.`,
  },
  who: {
    heading: 'Who you will talk to',
    text: `One of our Los Angeles SEO strategists. ${site.name} has helped ${site.stats.businessesHelped} businesses since ${site.founded}, and if we go on to work together, you get one dedicated strategist who knows your business and answers your questions.`,
    link: 'Meet the team',
  },
  gets: {
    heading: 'What you get from it',
    points: contactHelpPoints,
  },
  prepare: {
    heading: 'What to have ready',
    points: [
      'Your website address',
      'The services or products that matter most to you',
      'The areas you serve',
      'Any competitors you keep seeing above you in search',
      'Access to Google Search Console or Analytics, if you have it',
    ],
  },
  talkNow: 'Rather talk now?',
} as const;

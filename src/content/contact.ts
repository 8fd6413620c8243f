/** Content of the contact page (message form, details, social links, map, four FAQs: docs/requirements/company-pages.md#contact-page). */
export interface FaqItem {
  question: string;
  answer: string;
}

export const contactFaqs: FaqItem[] = [
  {
    question: 'How quickly will you get back to me?',
    answer:
      'Within 24 hours on business days, usually the same day. Messages sent on a weekend are answered on Monday morning.',
  },
  {
    question: 'Is the first consultation really free?',
    answer:
      'Yes. The first call is free and comes with no obligation. We look at how your business shows up on Google today, where the quickest wins are, and whether SEO is worth it for you right now.',
  },
  {
    question: 'Do I need to be in Los Angeles to work with you?',
    answer:
      'Most of our clients are in Los Angeles County, and our local SEO work is built around its neighborhoods. We also help businesses elsewhere in Southern California, and we work remotely with many clients.',
  },
  {
    question: 'What should I have ready for the call?',
    answer:
      'Your website address, the services or products that matter most to you, the areas you serve, and any competitors you keep seeing above you in search. If you have Google Search Console or Analytics access, that helps too.',
  },
];

/** The office on the map: 1800 Century Park East, Century City. */
export const officeLocation = { latitude: 34.0596, longitude: -118.4148 };

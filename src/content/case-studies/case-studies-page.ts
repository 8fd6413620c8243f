/** The head and hero copy of /case-studies. */
export const caseStudiesPage = {
  seoTitle: 'SEO Case Studies: Results for LA Businesses | LA SEO Group',
  seoDescription: 'How Los Angeles businesses in healthcare, law, retail, restaurants and more grew calls, leads and sales with our local and technical SEO, step by step.',
  heading: 'Case Studies',
  intro: 'Real Los Angeles businesses, the problems that kept them off page one, and what changed once we fixed them.',
};

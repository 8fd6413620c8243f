/** The head and hero copy of /knowledge-base. */
export const knowledgeBasePage = {
  seoTitle: 'SEO Knowledge Base | Los Angeles SEO Group',
  seoDescription: 'Free, practical SEO guides for Los Angeles business owners: local SEO, technical fixes, content, links and analytics, written by our team.',
  heading: 'SEO Knowledge Base',
  intro: 'Plain-English guides to getting found on Google, from your Business Profile to Core Web Vitals. Search, or browse by topic.',
};

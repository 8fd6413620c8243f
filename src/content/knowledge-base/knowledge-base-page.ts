/** The head and hero copy of /knowledge-base. */
export const knowledgeBasePage = {
  seoTitle: 'SEO Knowledge Base: Free Guides | Los Angeles SEO Group',
  seoDescription: 'Free, practical SEO guides for Los Angeles business owners on local SEO, technical fixes, content, links and analytics, written and kept up to date by our team.',
  heading: 'SEO Knowledge Base',
  intro: 'Plain-English guides to getting found on Google, from your Business Profile to Core Web Vitals. Search, or browse by topic.',
};

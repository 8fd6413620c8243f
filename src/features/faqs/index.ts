export { FaqBrowser } from './faq-browser';
export { filterFaqCategories } from './filter-faqs';

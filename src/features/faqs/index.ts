export { FaqBrowser } from './components/faq-browser';
export { filterFaqCategories } from './lib/filter-faqs';

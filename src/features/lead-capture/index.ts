// The light parts the app shell mounts on every page. The contact form, with its validation
// library, is an entry of its own (eslint.layers.js), imported lazily by the pages that show it.
export { LeadPopupHost } from './components/lead-popup/lead-popup-host';
export { LazyNewsletterForm } from './components/newsletter/lazy-newsletter-form';
export { TipNotifications } from './components/tips/tip-notifications';

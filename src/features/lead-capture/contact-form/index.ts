// Kept for one importer, the neighborhood detail page's contact section: everything else imports
// the form's own file, an entry of this feature (eslint.layers.js).
export { ContactForm } from '../components/contact-form/contact-form';

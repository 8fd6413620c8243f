export { ContactForm } from '../components/contact-form/contact-form';

export { PrivacyRequestForm } from './components/privacy-request-form';

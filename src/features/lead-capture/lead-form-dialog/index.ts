export { LeadFormButton } from '../components/lead-form-dialog/lead-form-button';

export { LeadFormButton } from './lead-form-button';

// The /weekly-reports/confirm page's entry: only this small view, without the scheduler's form.
export { ConfirmReport } from '../components/confirm-report';

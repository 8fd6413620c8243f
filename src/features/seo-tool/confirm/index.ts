// The /weekly-reports/confirm page's entry: only this small view, without the SEO tool itself.
export { ConfirmReport } from './confirm-report';

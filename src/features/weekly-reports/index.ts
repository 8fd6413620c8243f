// The scheduler's button; its dialog (and the form library) loads on first intent.
export { ReportSchedulerButton } from './components/report-scheduler-button';

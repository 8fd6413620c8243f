export { SeoTool } from './components/seo-tool';
export { ReportSchedulerButton } from './components/report-scheduler-button';

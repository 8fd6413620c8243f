export { SeoChecklist } from './components/seo-checklist';
export { DownloadLinks } from './components/download-links';

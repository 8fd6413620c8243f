export { SeoTool } from './components/seo-tool';

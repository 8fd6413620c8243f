// The route table's entry: the article paths alone, without the components or the article loader
// (whose import.meta.glob exists only under Vite, and the route table also runs in plain Node).
export { knowledgeArticlePaths } from '../lib/routes';

import type { Plugin } from 'vite';

export const CASE_STUDIES_MODULE = '/src/content/case-studies/case-studies.ts';

/**
 * Serves GET /api/case-studies in development from the same content module the build writes into
 * dist/api/case-studies, so the case-study pages fetch a real endpoint in both.
 */
export function caseStudiesApi(): Plugin {
  return {
    name: 'case-studies-api',
    configureServer(server) {
      server.middlewares.use('/api/case-studies', (request, response, next) => {
        if (request.method !== 'GET' || (request.url && request.url !== '/' && request.url !== '')) return next();
        server
          .ssrLoadModule(CASE_STUDIES_MODULE)
          .then((module) => {
            response.setHeader('Content-Type', 'application/json; charset=utf-8');
            response.end(JSON.stringify(module.caseStudies));
          })
          .catch(next);
      });
    },
  };
}

/**
 * Serves the downloadable files in development, generated on request from the same module the
 * build uses to write them into dist/ (scripts/build.ts), so links work the same in both.
 */
import type { Plugin } from 'vite';
import type { DownloadFile } from './files';

const FILES_MODULE = '/scripts/downloads/files.ts';

export function downloadsDevServer(): Plugin {
  return {
    name: 'lsg-downloads',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0] ?? '';
        if (!/^\/resources\/[\w-]+\.(pdf|xlsx)$/.test(path)) return next();
        server
          .ssrLoadModule(FILES_MODULE)
          .then(async (module) => {
            const file = (module as { downloadFiles: DownloadFile[] }).downloadFiles.find((candidate) => candidate.path === path);
            if (!file) return next();
            response.setHeader('Content-Type', file.contentType);
            response.end(Buffer.from(await file.build()));
          })
          .catch(next);
      });
    },
  };
}

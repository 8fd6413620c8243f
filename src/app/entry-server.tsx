import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { routes } from './routes';

export { NOT_FOUND_PAGE, prerenderTargets, routeTable } from './route-table';
export { absoluteUrl } from '@/lib/site-url';
export { caseStudies } from '@/content/case-studies/case-studies';

export interface RenderResult {
  html: string;
  status: number;
  redirect?: string;
}

/** Renders one URL of the site to static HTML, with the matched lazy routes already loaded. */
export async function render(url: string): Promise<RenderResult> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, 'http://prerender.local')));
  if (context instanceof Response) {
    return { html: '', status: context.status, redirect: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // prerenderToNodeStream waits for every Suspense boundary, so lazy sections render in full.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      <StaticRouterProvider router={router} context={context} />
    </AppProviders>,
    // Without this, React outlines large completed boundaries into hidden divs swapped in by script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await text(prelude), status: context.statusCode };
}

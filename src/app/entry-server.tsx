import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import { StaticRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { AppRoutes, preloadPageFor } from './routes';
import { preloadHeadTags } from '@/components/seo/page-head';
import { untilFoundHtml } from '@/components/ui/until-found-html';

export { NOT_FOUND_PAGE, prerenderTargets, routeTable } from './route-table';
export { absoluteUrl } from '@/lib/site-url';
export { caseStudies } from '@/content/case-studies/case-studies';

export interface RenderResult {
  html: string;
}

/** Renders one URL of the site to static HTML, with its page module already loaded. */
export async function render(url: string): Promise<RenderResult> {
  await Promise.all([preloadPageFor(new URL(url, 'http://prerender.local').pathname), preloadHeadTags()]);
  // prerenderToNodeStream waits for every Suspense boundary, so lazy sections render in full.
  const { prelude } = await prerenderToNodeStream(
    <AppProviders>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
    // Without this, React outlines large completed boundaries into hidden divs swapped in by script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // Closed accordion and tab panels: React can only write them `hidden=""`.
  return { html: untilFoundHtml(await text(prelude)) };
}

import { lazy, type ComponentType } from 'react';
import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { routeTable, type PageModule, type PageRoute } from './route-table';

/** Each page file is its own chunk, loaded only when its route matches. */
const pageModules = import.meta.glob<PageModule>('../pages/*.tsx');

export function loadPage(page: string): Promise<PageModule> {
  const load = pageModules[`../pages/${page}.tsx`];
  if (!load) throw new Error(`Route table names a page that does not exist: src/pages/${page}.tsx`);
  return load();
}

/**
 * Page components whose module has arrived. The page of the first URL is loaded before the first
 * render (`preloadPageFor`), so hydration renders it at once and matches the prerendered HTML;
 * later pages suspend while their chunk loads, inside the router's navigation transition, which
 * keeps the previous page on screen meanwhile.
 */
const loadedPages = new Map<string, ComponentType>();

async function loadPageComponent(page: string): Promise<{ default: ComponentType }> {
  const module = await loadPage(page);
  loadedPages.set(page, module.default);
  return module;
}

const lazyPages = new Map(routeTable.map((route) => [route.page, lazy(() => loadPageComponent(route.page))]));

function RoutePage({ page }: { page: string }) {
  const Page = loadedPages.get(page) ?? lazyPages.get(page);
  if (!Page) throw new Error(`No page component for ${page}`);
  // eslint-disable-next-line react-hooks/static-components -- both maps hold one stable component per page, made once at module load
  return <Page />;
}

/**
 * The site's routes in react-router's declarative mode: the site has no loaders or actions, so the
 * data router (and its ~18 KB of code before interaction) would carry nothing.
 */
const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: routeTable.map((route) => ({ path: route.path, element: <RoutePage page={route.page} />, handle: route })),
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/** Loads the page module a URL renders, and the data it reads, before the first render of that URL. */
export async function preloadPageFor(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.flatMap(({ route, params }) => {
      const page = route.handle as PageRoute | undefined;
      return page ? [loadPageComponent(page.page), page.preload?.(params)] : [];
    }),
  );
}

import type { RouteObject } from 'react-router-dom';
import { RootLayout } from './root-layout';
import { routeTable, type PageModule } from './route-table';

/** Each page file is its own chunk, loaded only when its route matches. */
const pageModules = import.meta.glob<PageModule>('../pages/*.tsx');

export function loadPage(page: string): Promise<PageModule> {
  const load = pageModules[`../pages/${page}.tsx`];
  if (!load) throw new Error(`Route table names a page that does not exist: src/pages/${page}.tsx`);
  return load();
}

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: routeTable.map((route) => ({
      path: route.path,
      lazy: async () => ({ Component: (await loadPage(route.page)).default }),
    })),
  },
];

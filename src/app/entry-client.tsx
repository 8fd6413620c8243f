import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers';
import { routes } from './routes';
import '@/styles/global.css';

/**
 * Load the matched lazy route modules before hydrating: otherwise the router would start
 * uninitialised, render nothing, and the prerendered HTML would not match.
 */
async function resolveLazyMatches(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const prerendered = container.hasChildNodes() && container.firstChild?.nodeType === Node.ELEMENT_NODE;

  // Also in development (no prerendered HTML), so the router starts initialised.
  await resolveLazyMatches();
  const router = createBrowserRouter(routes, { hydrationData: window.__staticRouterHydrationData });
  const app = (
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );

  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();

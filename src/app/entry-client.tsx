import { startTransition, StrictMode } from 'react';
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

/** Removes the head tags prerendered for another path, between <!--page-head--> markers. */
function removePrerenderedHead(): void {
  let node: ChildNode | null = document.head.firstChild;
  let inside = false;
  while (node) {
    const next: ChildNode | null = node.nextSibling;
    if (node.nodeType === Node.COMMENT_NODE && node.nodeValue === 'page-head') inside = true;
    if (inside) node.remove();
    if (node.nodeType === Node.COMMENT_NODE && node.nodeValue === '/page-head') inside = false;
    node = next;
  }
}

async function start(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  // Hydrate only HTML rendered for this very path: 404.html is served for every unknown path and
  // must be rendered afresh for the URL the visitor asked for.
  const renderedFor = document.querySelector('meta[name="prerendered-path"]')?.getAttribute('content');
  const prerendered = container.firstChild?.nodeType === Node.ELEMENT_NODE && renderedFor === window.location.pathname;

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

  if (prerendered) {
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for one long task (the page is already painted and readable meanwhile).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    removePrerenderedHead();
    createRoot(container).render(app);
  }
}

void start();

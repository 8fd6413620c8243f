import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './providers';
import { preloadOnIntent } from './preload-on-intent';
import { AppRoutes, preloadPageFor } from './routes';
import '@/styles/global.css';

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

  // The page's module first, so the first render shows the page (the prerendered one, when hydrating).
  await preloadPageFor(window.location.pathname);
  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
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
  preloadOnIntent(preloadPageFor);
  // The brand fonts for the next page, once this one is up (src/lib/brand-fonts.ts); a chunk of its own.
  void import('@/lib/fetch-brand-fonts').then((module) => module.fetchBrandFontsWhenIdle());
}

void start();

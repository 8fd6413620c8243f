import type { ReactNode } from 'react';

/**
 * App-wide providers, shared by the browser entry and the prerender step. None today: on React 19,
 * react-helmet-async's Helmet renders React's own head tags and its HelmetProvider is a plain
 * fragment, so importing it here would only put the library before every page's interaction
 * (PageHead loads it as a chunk of its own).
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

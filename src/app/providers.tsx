import type { ReactNode } from 'react';
import { HelmetProvider } from 'react-helmet-async';

/** App-wide providers, shared by the browser entry and the prerender step. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <HelmetProvider>{children}</HelmetProvider>;
}

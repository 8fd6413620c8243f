import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sharedQueryClient } from './query-client';

/** The visit's query client for the parts that need it (forms, dashboard, case studies), not the app shell. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}

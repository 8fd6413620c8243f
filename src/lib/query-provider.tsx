import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { createQueryClient } from './query-client';

// One client for the visit, shared by every page that queries; created on first use so pages
// without data never load react-query.
let client: ReturnType<typeof createQueryClient> | null = null;

export function QueryProvider({ children }: { children: ReactNode }) {
  client ??= createQueryClient();
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

import type { ServicePage } from './types';

// One chunk per service page: a page loads its own content and no other (./index.ts lists all five,
// for the server, scripts and tests).
const serviceModules = import.meta.glob<Record<string, ServicePage>>(['./*.ts', '!./index.ts', '!./load.ts', '!./types.ts']);

/** The service page with this id (e.g. 'local-seo'), or undefined. */
export async function loadServicePage(id: string): Promise<ServicePage | undefined> {
  const load = serviceModules[`./${id}.ts`];
  if (!load) return undefined;
  return Object.values(await load()).find((value) => value.id === id);
}

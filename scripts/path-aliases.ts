import { fileURLToPath, URL } from 'node:url';

/**
 * The import aliases of tsconfig.json's `paths`, for Vite and Vitest: `@/` is src/, `@shared/` the
 * code the browser, the build and the edge functions share (supabase/functions/_shared/, which Deno
 * reaches as `@shared/` through each function's deno.json). docs/decisions/0031-shared-package-and-file-sizes.md
 */
export const pathAliases = {
  '@': fileURLToPath(new URL('../src', import.meta.url)),
  '@shared': fileURLToPath(new URL('../supabase/functions/_shared', import.meta.url)),
};

/**
 * The edge functions as `supabase functions deploy` sees them: every folder of supabase/functions
 * with a Deno entry point (index.ts). `_shared` is code the functions import, not a function.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repositoryRoot = resolve(import.meta.dirname, '../..');

export function deployableFunctions(root = repositoryRoot): string[] {
  const functionsDir = join(root, 'supabase', 'functions');
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

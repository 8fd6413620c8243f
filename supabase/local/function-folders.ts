/**
 * The edge functions as `supabase functions deploy` sees them: every folder of supabase/functions
 * with a Deno entry point (index.ts), and the static files supabase/config.toml bundles with each.
 * `_shared` is code the functions import, not a function.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repositoryRoot = resolve(import.meta.dirname, '../..');

export function deployableFunctions(root = repositoryRoot): string[] {
  const functionsDir = join(root, 'supabase', 'functions');
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && existsSync(join(functionsDir, entry.name, 'index.ts')))
    .map((entry) => entry.name)
    .sort();
}

/** The `static_files` patterns of each `[functions.<name>]` entry of supabase/config.toml, as written (relative to supabase/). */
export function staticFilePatterns(configToml: string): Map<string, string[]> {
  const patterns = new Map<string, string[]>();
  for (const section of configToml.split(/^(?=\s*\[)/m)) {
    const name = /^\s*\[functions\.([^\]\s]+)\]/.exec(section)?.[1];
    const list = /^\s*static_files\s*=\s*\[([^\]]*)\]/m.exec(section)?.[1];
    if (name && list !== undefined) patterns.set(name, [...list.matchAll(/"([^"]*)"/g)].map(([, pattern]) => pattern!));
  }
  return patterns;
}

/** One path segment's wildcards (`*`, `?`) as Go's filepath.Match reads them, which the Supabase CLI globs with. */
const segmentPattern = (segment: string) =>
  new RegExp(`^${segment.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')}$`);

/** The files a pattern of `static_files` names, repository-relative and sorted. */
export function filesMatching(pattern: string, root = repositoryRoot): string[] {
  let found = ['supabase'];
  for (const segment of pattern.split('/').filter((part) => part && part !== '.')) {
    const match = segmentPattern(segment);
    found = found.flatMap((dir) => {
      const full = join(root, dir);
      if (!existsSync(full) || !statSync(full).isDirectory()) return [];
      return readdirSync(full)
        .filter((entry) => match.test(entry))
        .map((entry) => `${dir}/${entry}`);
    });
  }
  return found.filter((file) => statSync(join(root, file)).isFile()).sort();
}

/**
 * The files Supabase bundles with a function besides its code (its `static_files`), repository-
 * relative: the only files a deployed function can read, so Deno runs it here with read access to
 * exactly these (scripts/functions/check-deno.ts, supabase/local/deno/functions-under-deno.ts).
 */
export function staticFiles(name: string, root = repositoryRoot): string[] {
  const patterns = staticFilePatterns(readFileSync(join(root, 'supabase', 'config.toml'), 'utf8')).get(name) ?? [];
  return [...new Set(patterns.flatMap((pattern) => filesMatching(pattern, root)))].sort();
}

/** Deno's permission to read a function's static files, or nothing when it has none. */
export function readPermission(name: string, root = repositoryRoot): string[] {
  const files = staticFiles(name, root);
  return files.length ? [`--allow-read=${files.join(',')}`] : [];
}

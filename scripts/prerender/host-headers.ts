import { readdir, readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { loadEnv } from 'vite';
import { redirects, redirectsFile } from '../redirects';
import { headerRules, headersForPath } from '../security-headers';
import { headersFile, vercelConfig } from '../security-headers-hosts';
import { inlineScriptHashes } from './inline-scripts';

const root = resolve(import.meta.dirname, '../..');

/** What src/lib/api/client.ts falls back to without VITE_SUPABASE_URL (a `--local` build). */
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/** The Supabase URL the build was given, read as Vite read it (the environment first, then .env files). */
export function builtSupabaseUrl(): string {
  return loadEnv('production', root, 'VITE_').VITE_SUPABASE_URL?.trim() || LOCAL_SUPABASE_URL;
}

/** Every file of the built site, as a URL path (`/about/index.html`). */
async function builtFiles(dist: string): Promise<string[]> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => resolve(entry.parentPath, entry.name).slice(dist.length).replaceAll('\\', '/'));
}

/** The paths a host serves a file at: its own, and for a folder's index.html the folder with and without the slash. */
function servedAt(file: string): string[] {
  if (!file.endsWith('/index.html')) return [file];
  const folder = file.slice(0, -'index.html'.length);
  return folder === '/' ? [file, folder] : [file, folder, folder.slice(0, -1)];
}

/**
 * Writes `_headers`, `_redirects` (scripts/redirects.ts) and `vercel.json` into the built site, with the SHA-256 of every executable
 * inline script of every built HTML page in the Content-Security-Policy. One policy serves every
 * page (the union of their hashes), since hosts that join or override matching rules cannot give
 * each page its own without per-page rules, and Cloudflare Pages allows only 100 of them.
 */
export async function writeHostHeaders({ dist, pagePaths, supabaseUrl }: { dist: string; pagePaths: string[]; supabaseUrl: string }): Promise<void> {
  dist = resolve(dist);
  const files = await builtFiles(dist);
  const html = await Promise.all(files.filter((file) => file.endsWith('.html')).map((file) => readFile(resolve(dist, `.${file}`), 'utf8')));
  const scriptHashes = html.flatMap(inlineScriptHashes);

  // connect-src must name the backend the bundle really calls, not the one this process guesses.
  const origin = new URL(supabaseUrl).origin;
  const scripts = await Promise.all(files.filter((file) => file.endsWith('.js')).map((file) => readFile(resolve(dist, `.${file}`), 'utf8')));
  if (!scripts.some((script) => script.includes(origin)))
    throw new Error(`no built script mentions ${origin}: the Content-Security-Policy would allow a backend the site does not call`);

  const rules = headerRules(pagePaths, { scriptHashes, supabaseUrl });
  if (rules.length > 100) throw new Error(`${rules.length} header rules; Cloudflare Pages reads at most 100`);
  // Throws where two rules would set one header on a file the site serves.
  for (const file of files) for (const path of servedAt(file)) headersForPath(rules, path);

  const headers = headersFile(rules);
  const longest = Math.max(...headers.split('\n').map((line) => line.length));
  // Each new page template adds a loader hash to the policy (docs/decisions/0016-security-headers.md).
  if (longest > 2000) throw new Error(`a _headers line of ${longest} characters; Cloudflare Pages reads at most 2,000`);
  await writeFile(resolve(dist, '_headers'), headers);
  await writeFile(resolve(dist, '_redirects'), redirectsFile(redirects));
  await writeFile(resolve(dist, 'vercel.json'), vercelConfig(rules, redirects));
}

import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export async function readManifest(dist: string): Promise<Manifest> {
  return JSON.parse(await readFile(resolve(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
}

/** The JS files and CSS files a manifest entry needs, its static imports included, in load order. */
export function chunkAssets(manifest: Manifest, key: string): { js: string[]; css: string[] } {
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (current: string) => {
    const chunk = manifest[current];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    chunk.imports?.forEach(visit);
    chunk.css?.forEach((file) => css.add(file));
  };
  visit(key);
  return { js: [...js], css: [...css] };
}

/**
 * Preload tags for everything the first render needs besides the entry script itself: the
 * entry's static imports (the build leaves them out of index.html: vite.config.ts turns Vite's
 * own preloading off), the page chunk and the data modules it reads, once each.
 */
export function pagePreloadTags(manifest: Manifest, pageKey: string, dataKeys: string[] = []): string {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? chunkAssets(manifest, entryKey) : { js: [], css: [] };
  const missing = [pageKey, ...dataKeys].filter((key) => !manifest[key]);
  if (missing.length > 0) throw new Error(`Not in the build manifest, so not a chunk of its own: ${missing.join(', ')} (check the route table's dataModules)`);
  const chunks = [pageKey, ...dataKeys].map((key) => chunkAssets(manifest, key));
  const entryFile = entryKey ? manifest[entryKey]?.file : undefined;
  const js = [...new Set([...entry.js, ...chunks.flatMap((chunk) => chunk.js)])].filter((file) => file !== entryFile);
  // The entry's stylesheet is linked by index.html already.
  const css = [...new Set(chunks.flatMap((chunk) => chunk.css))].filter((file) => !entry.css.includes(file));
  return [
    ...css.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...js.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

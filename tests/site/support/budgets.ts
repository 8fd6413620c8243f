/**
 * The JavaScript and CSS a built page loads before it is interactive, in KB after gzip, measured the
 * way `npm run bench` measures it (scripts/bench/critical-assets.ts) but from HTML already in
 * memory, and with each shared chunk compressed once for the whole run rather than once per route.
 */
import { criticalAssets, gzipBytes } from '../../../scripts/bench/critical-assets';
import { DIST } from './dist';

const gzipKbOf = new Map<string, number>();

function gzipKb(file: string): number {
  let kb = gzipKbOf.get(file);
  if (kb === undefined) {
    kb = gzipBytes(DIST, [file]) / 1024;
    gzipKbOf.set(file, kb);
  }
  return kb;
}

const total = (files: string[]) => files.reduce((sum, file) => sum + gzipKb(file), 0);

export function pageWeight(html: string): { js: string[]; jsKb: number; cssKb: number } {
  const { js, css } = criticalAssets(html);
  return { js, jsKb: total(js), cssKb: total(css) };
}

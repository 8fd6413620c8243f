/**
 * The hosts' settings the build writes at the site's root (scripts/prerender/host-headers.ts):
 * `_headers` and `_redirects` for Netlify and Cloudflare Pages, `vercel.json` for Vercel. They are
 * read by the host and never served, so the compression step gives them no `.br` or `.gz` sibling,
 * which every host would publish as a file of the site (scripts/prerender/precompress.ts).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HOST_CONFIG_FILES } from '../../scripts/prerender/precompress';
import { DIST } from './support/dist';

describe("the hosts' settings in the build", () => {
  it('are there, and none has a compressed copy that would be served', () => {
    for (const file of HOST_CONFIG_FILES) {
      expect(existsSync(resolve(DIST, file)), file).toBe(true);
      for (const sibling of [`${file}.br`, `${file}.gz`]) expect(existsSync(resolve(DIST, sibling)), sibling).toBe(false);
    }
  });
});

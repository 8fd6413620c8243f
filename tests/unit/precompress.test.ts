import { describe, expect, it } from 'vitest';
import { compressible } from '../../scripts/prerender/precompress';

describe("the build's compression step", () => {
  it("compresses the site's text files and never the hosts' settings at its root", () => {
    for (const path of ['index.html', 'about/index.html', 'assets/app.js', 'sitemap.xml', 'robots.txt', 'api/case-studies.json', 'og/x.svg']) {
      expect(compressible(path), path).toBe(true);
    }
    for (const path of ['vercel.json', '_headers', '_redirects', 'og/card.png', 'guides/guide.pdf']) expect(compressible(path), path).toBe(false);
  });
});

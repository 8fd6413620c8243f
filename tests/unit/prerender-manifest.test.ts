import { describe, expect, it } from 'vitest';
import { pagePreloadTags, type Manifest } from '../../scripts/prerender/manifest';

const manifest: Manifest = {
  'src/app/entry-client.tsx': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  'src/pages/place-page.tsx': { file: 'assets/place-page.js', imports: ['_react.js', '_shared.js'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/content/places/hollywood.ts': { file: 'assets/hollywood.js', imports: ['_shared.js'] },
};

describe('page preload tags', () => {
  it("preload the entry's imports, the page chunk and its data modules' chunks once each, not the entry itself", () => {
    const tags = pagePreloadTags(manifest, 'src/pages/place-page.tsx', ['src/content/places/hollywood.ts']);
    expect(tags.split('\n').map((tag) => tag.trim())).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/react.js">',
      '<link rel="modulepreload" crossorigin href="/assets/place-page.js">',
      '<link rel="modulepreload" crossorigin href="/assets/shared.js">',
      '<link rel="modulepreload" crossorigin href="/assets/hollywood.js">',
    ]);
  });

  it('refuse a data module that is not a chunk of the build, so a renamed file fails the build', () => {
    expect(() => pagePreloadTags(manifest, 'src/pages/place-page.tsx', ['src/content/places/atlantis.ts'])).toThrow(/atlantis\.ts/);
  });
});

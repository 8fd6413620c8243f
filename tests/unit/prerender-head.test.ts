import { describe, expect, it } from 'vitest';
import type { PageRoute } from '@/app/route-table';
import { prerenderTargets, routeTable } from '@/app/route-table';
import { deferEntryUntilFirstPaint, fillTemplate, splitHoistedHead, stylesheetsFirst } from '../../scripts/prerender/head';
import { crawlerFiles, disallowedPaths, robotsTxt, sitemapXml } from '../../scripts/prerender/sitemap';

// Vite's built index.html as of Vite 8, trimmed to one preload.
const viteTemplate = [
  '<!doctype html>',
  '<html lang="en">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
  '    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
  '    <!--app-head-->',
  '    <script type="module" crossorigin src="/assets/index-1.js"></script>',
  '    <link rel="modulepreload" crossorigin href="/assets/react-2.js">',
  '    <link rel="stylesheet" crossorigin href="/assets/index-3.css">',
  '  </head>',
  '  <body class="x">',
  '    <div id="root"><!--app-html--></div>',
  '  </body>',
  '</html>',
  '',
].join('\n');

describe('prerender head placement', () => {
  it('takes the leading title, meta and link tags out of the body markup', () => {
    const { head, body } = splitHoistedHead(
      '<title>Home</title><meta name="description" content="x"/><link rel="canonical" href="https://a/"/><a href="/">Home</a><meta name="y"/>',
    );
    expect(head).toContain('<title>Home</title>');
    expect(head).toContain('<link rel="canonical" href="https://a/"/>');
    expect(body).toBe('<a href="/">Home</a><meta name="y"/>');
  });

  it('fills the template once and refuses a template that was already filled', () => {
    const page = fillTemplate(viteTemplate, '<title>$& x</title>', '<p>hi</p>');
    expect(page).toBe(
      [
        '<!doctype html>',
        '<html lang="en">',
        '  <head>',
        '    <meta charset="UTF-8" />',
        '    <meta name="viewport" content="width=device-width, initial-scale=1" />',
        '    <link rel="stylesheet" crossorigin href="/assets/index-3.css">',
        '    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
        '    <title>$& x</title>',
        '  </head>',
        '  <body class="x">',
        '    <div id="root"><p>hi</p></div>',
        '  <script type="application/json" id="entry-assets">{"preloads":["/assets/react-2.js"],"entry":"/assets/index-1.js"}</script>',
        `  <script data-entry-loader>${/<script data-entry-loader>(.*?)<\/script>/.exec(page)?.[1]}</script>`,
        '  </body>',
        '</html>',
        '',
      ].join('\n'),
    );
    expect(() => fillTemplate(page, '', '')).toThrow(/already filled/);
  });

  it('writes a sitemap and robots.txt', () => {
    expect(sitemapXml(['https://a/', 'https://a/b'])).toContain('<url><loc>https://a/b</loc></url>');
    expect(robotsTxt('https://a/sitemap.xml', ['/dashboard'])).toBe('User-agent: *\nDisallow: /dashboard\n\nSitemap: https://a/sitemap.xml\n');
  });
});

describe('a template without what Vite writes breaks the build', () => {
  const without = (tag: string) => {
    expect(viteTemplate).toContain(tag);
    return viteTemplate.replace(tag, '');
  };
  const fill = (template: string) => () => fillTemplate(template, '<title>T</title>', '<p>hi</p>');

  it.each([
    ['<!--app-head-->', /no <!--app-head--> found/],
    ['<!--app-html-->', /no <!--app-html--> found/],
    ['<head>', /no <head> found/],
    ['</head>', /no <\/head> found/],
    ['<body class="x">', /no <body> found/],
    ['</body>', /no <\/body> found/],
    ['<meta name="viewport" content="width=device-width, initial-scale=1" />', /0 <meta name="viewport">/],
    ['<link rel="stylesheet" crossorigin href="/assets/index-3.css">', /no <link rel="stylesheet">/],
    ['<script type="module" crossorigin src="/assets/index-1.js"></script>', /the module script tag Vite writes .* was not found/],
  ])('without %s', (tag, message) => {
    expect(fill(without(tag))).toThrow(message);
    expect(fill(without(tag))).toThrow(/^index\.html template: /);
  });

  it('refuses a marker or an anchor that appears twice', () => {
    expect(fill(viteTemplate.replace('<!--app-head-->', '<!--app-head--><!--app-head-->'))).toThrow(/<!--app-head--> found more than once/);
    expect(fill(viteTemplate.replace('<!--app-html-->', '<!--app-html--><!--app-html-->'))).toThrow(/<!--app-html--> found more than once/);
    const twoEntries = viteTemplate.replace('</head>', '<script type="module" src="/b.js"></script></head>');
    expect(fill(twoEntries)).toThrow(/2 module script tags in <head>/);
    const twoViewports = viteTemplate.replace('</head>', '<meta name="viewport" content="x"></head>');
    expect(fill(twoViewports)).toThrow(/2 <meta name="viewport">/);
  });

  it('keeps working when a preload-free build has no modulepreload', () => {
    const page = fillTemplate(without('<link rel="modulepreload" crossorigin href="/assets/react-2.js">'), '', '');
    expect(page).toContain('{"preloads":[],"entry":"/assets/index-1.js"}</script>');
  });

  it('applies the same checks to each step on its own', () => {
    expect(() => stylesheetsFirst('<html><head></head><body></body></html>')).toThrow(/no <link rel="stylesheet">/);
    expect(() => deferEntryUntilFirstPaint('<html><head></head><body></body></html>')).toThrow(/module script tag/);
    expect(() => deferEntryUntilFirstPaint('<html><head><script type="module" src="/e.js"></script></head><body>')).toThrow(/no <\/body> found/);
  });
});

describe('crawler files from the route table', () => {
  const absoluteUrl = (path: string) => `https://a${path}`;

  it('disallows exactly the private routes, not the forwarding or not-found ones', async () => {
    const robots = crawlerFiles(routeTable, await prerenderTargets(), absoluteUrl)['/robots.txt'];
    expect(robots).toBe('User-agent: *\nDisallow: /dashboard\nDisallow: /thank-you\n\nSitemap: https://a/sitemap.xml\n');
    const nonIndexable = routeTable.filter((route) => route.indexable === false).map((route) => route.path);
    expect(nonIndexable).toEqual(expect.arrayContaining(['/unsubscribe', '*']));
    expect(disallowedPaths(routeTable)).toEqual(['/dashboard', '/thank-you']);
  });

  it('derives the list from the flag alone', () => {
    const table: PageRoute[] = [
      { path: '/', page: 'home' },
      { path: '/z-private', page: 'z', indexable: false, crawl: false },
      { path: '/forward/:id', page: 'forward', indexable: false },
      { path: '/a-private', page: 'a', indexable: false, crawl: false },
    ];
    expect(disallowedPaths(table)).toEqual(['/a-private', '/z-private']);
  });

  it('refuses a private route that the sitemap would list, or a pattern robots.txt cannot express', () => {
    expect(() => disallowedPaths([{ path: '/x', page: 'x', crawl: false }])).toThrow(/needs indexable: false/);
    expect(() => disallowedPaths([{ path: '/x/:id', page: 'x', indexable: false, crawl: false }])).toThrow(/static paths/);
  });

  it('escapes XML in sitemap URLs', () => {
    const sitemap = sitemapXml([`https://a/search?q=seo&page=2&x=<'">`]);
    expect(sitemap).toContain('<loc>https://a/search?q=seo&amp;page=2&amp;x=&lt;&apos;&quot;&gt;</loc>');
    expect(sitemap).not.toMatch(/&(?!amp;|lt;|gt;|apos;|quot;)/);
    const files = crawlerFiles([{ path: '/a&b', page: 'p' }], [{ url: '/a&b', page: 'p', indexable: true, canonical: '/a&b', dataModules: [] }], absoluteUrl);
    expect(files['/sitemap.xml']).toContain('<loc>https://a/a&amp;b</loc>');
  });
});

describe('stylesheets first', () => {
  it('moves every stylesheet link right after the viewport meta, keeping the rest in order', async () => {
    const { stylesheetsFirst } = await import('../../scripts/prerender/head');
    const page = [
      '<html><head><meta charset="UTF-8" /><meta name="viewport" content="width=device-width" />',
      '<title>T</title><link rel="modulepreload" href="/a.js"><script type="module" src="/e.js"></script>',
      '<link rel="stylesheet" crossorigin href="/s.css"></head><body><link rel="stylesheet" href="/late.css"></body></html>',
    ].join('');
    const moved = stylesheetsFirst(page);
    expect(moved.indexOf('/s.css')).toBeLessThan(moved.indexOf('<title>'));
    expect(moved.indexOf('/s.css')).toBeGreaterThan(moved.indexOf('name="viewport"'));
    expect(moved.match(/s\.css/g)).toHaveLength(1);
    expect(moved.indexOf('/a.js')).toBeLessThan(moved.indexOf('/e.js'));
    expect(moved).toContain('<body><link rel="stylesheet" href="/late.css"></body>');
  });
});

describe('entry deferred until the first paint', () => {
  const pageWith = (preloads: string[]) =>
    [
      '<html><head><meta name="viewport" content="width=device-width" />',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/assets/${file}">`),
      '</head><body><div id="root">hello</div></body></html>',
    ].join('\n');
  const page = pageWith(['react-2.js', 'page-3.js']);

  async function runLoader(visibility: 'visible' | 'hidden', source = page) {
    const { deferEntryUntilFirstPaint } = await import('../../scripts/prerender/head');
    const html = deferEntryUntilFirstPaint(source);
    const loader = /<script data-entry-loader>([\s\S]*?)<\/script>\s*<\/body>/.exec(html)?.[1];
    const added: Array<Record<string, string>> = [];
    const observers: Array<{ paint: (name?: string) => void; options: unknown; disconnected: boolean }> = [];
    const listeners: Record<string, () => void> = {};
    const assets = /<script type="application\/json" id="entry-assets">([^<]*)<\/script>/.exec(html)?.[1];
    const fakeDocument = {
      getElementById: (id: string) => (id === 'entry-assets' ? { textContent: assets } : null),
      visibilityState: visibility,
      head: { appendChild: (node: Record<string, string>) => added.push(node) },
      createElement: (tag: string) => ({ tag }),
    };
    class FakePerformanceObserver {
      constructor(callback: (list: unknown, observer: FakePerformanceObserver) => void) {
        const entry = {
          paint: (name = 'first-contentful-paint') =>
            callback({ getEntriesByName: (wanted: string) => (wanted === name ? [{ name }] : []) }, this),
          options: undefined as unknown,
          disconnected: false,
        };
        observers.push(entry);
        this.entry = entry;
      }
      entry: (typeof observers)[number];
      observe(options: unknown) {
        this.entry.options = options;
      }
      disconnect() {
        this.entry.disconnected = true;
      }
    }
    const fakeWindow = { addEventListener: (type: string, listener: () => void) => (listeners[type] = listener) };
    // Each message is a task of its own; the test runs them one at a time.
    const messages: Array<() => void> = [];
    class FakeMessageChannel {
      port1 = { onmessage: null as null | (() => void) };
      port2 = { postMessage: () => messages.push(() => this.port1.onmessage?.()) };
    }
    const nextTask = () => messages.shift()?.();
    const frameCallbacks: Array<() => void> = [];
    const requestAnimationFrame = (callback: () => void) => frameCallbacks.push(callback);
    const nextFrame = () => frameCallbacks.splice(0).forEach((callback) => callback());
    new Function('document', 'window', 'PerformanceObserver', 'MessageChannel', 'requestAnimationFrame', loader!)(
      fakeDocument,
      fakeWindow,
      FakePerformanceObserver,
      FakeMessageChannel,
      requestAnimationFrame,
    );
    return { html, added, observers, listeners, nextTask, nextFrame, pendingTasks: () => messages.length };
  }

  it('takes the entry script and preloads out of the head', async () => {
    const { html } = await runLoader('visible');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('index-1.js');
    expect(html.indexOf('<div id="root">hello</div>')).toBeLessThan(html.indexOf('index-1.js'));
  });

  it('is the same script on every page, so one hash in the Content-Security-Policy covers it', async () => {
    const { html: one } = await runLoader('visible');
    const { html: other } = await runLoader('visible', pageWith(['other-4.js']));
    const loaderOf = (html: string) => /<script data-entry-loader>([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(loaderOf(one)).toBe(loaderOf(other));
    expect(one).not.toBe(other);
  });

  it('can be read back for the checks that follow every asset', async () => {
    const { deferredEntryAssets } = await import('../../scripts/prerender/head');
    const { html } = await runLoader('visible');
    expect(deferredEntryAssets(html)).toEqual({ preloads: ['/assets/react-2.js', '/assets/page-3.js'], entry: '/assets/index-1.js' });
    expect(deferredEntryAssets(page)).toBeNull();
  });

  it('adds preloads and then the entry once the page has painted, and only once', async () => {
    const { added, observers, listeners, nextFrame } = await runLoader('visible');
    expect(added).toEqual([]);
    expect(observers[0]!.options).toEqual({ type: 'paint', buffered: true });
    observers[0]!.paint();
    expect(observers[0]!.disconnected).toBe(true);
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/react-2.js' },
      { tag: 'link', rel: 'modulepreload', crossOrigin: '', href: '/assets/page-3.js' },
      { tag: 'script', type: 'module', crossOrigin: '', src: '/assets/index-1.js' },
    ]);
    listeners.load!();
    nextFrame();
    nextFrame();
    expect(added).toHaveLength(3);
  });

  it('waits for a contentful paint: a first paint with nothing readable on it is not enough', async () => {
    const { added, observers } = await runLoader('visible');
    observers[0]!.paint('first-paint');
    expect(observers[0]!.disconnected).toBe(false);
    expect(added).toEqual([]);
    observers[0]!.paint('first-contentful-paint');
    expect(added.at(-1)).toMatchObject({ tag: 'script', src: '/assets/index-1.js' });
  });

  it('adds a long list of preloads a few per task, so no single task starts them all', async () => {
    const files = Array.from({ length: 9 }, (_, index) => `chunk-${index}.js`);
    const urls = files.map((file) => `/assets/${file}`);
    const { added, observers, nextTask, pendingTasks } = await runLoader('visible', pageWith(files));
    observers[0]!.paint();
    expect(added.map((node) => node.href)).toEqual(urls.slice(0, 4));
    nextTask();
    expect(added.map((node) => node.href)).toEqual(urls.slice(0, 8));
    nextTask();
    expect(added.map((node) => node.href ?? node.src)).toEqual([...urls, '/assets/index-1.js']);
    expect(pendingTasks()).toBe(0);
  });

  it('falls back to two frames after the load event where no paint entry comes', async () => {
    // A page whose scripts are all deferred fires load before its first paint.
    const { added, listeners, nextFrame } = await runLoader('visible');
    listeners.load!();
    expect(added).toEqual([]);
    nextFrame();
    expect(added).toEqual([]);
    nextFrame();
    expect(added.at(-1)).toMatchObject({ tag: 'script', src: '/assets/index-1.js' });
  });

  it('loads at once in a hidden tab, where nothing paints', async () => {
    const { added, observers } = await runLoader('hidden');
    expect(observers).toEqual([]);
    expect(added.at(-1)).toMatchObject({ tag: 'script', src: '/assets/index-1.js' });
  });
});

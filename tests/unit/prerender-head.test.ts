import { describe, expect, it } from 'vitest';
import { fillTemplate, splitHoistedHead } from '../../scripts/prerender/head';
import { robotsTxt, sitemapXml } from '../../scripts/prerender/sitemap';

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
    const template = '<head><!--app-head--></head><div id="root"><!--app-html--></div>';
    const page = fillTemplate(template, '<title>$& x</title>', '<p>hi</p>');
    expect(page).toBe('<head><title>$& x</title></head><div id="root"><p>hi</p></div>');
    expect(() => fillTemplate(page, '', '')).toThrow(/already filled/);
  });

  it('writes a sitemap and robots.txt', () => {
    expect(sitemapXml(['https://a/', 'https://a/b'])).toContain('<url><loc>https://a/b</loc></url>');
    expect(robotsTxt('https://a/sitemap.xml', ['/dashboard'])).toBe('User-agent: *\nDisallow: /dashboard\n\nSitemap: https://a/sitemap.xml\n');
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
  const page = [
    '<html><head><meta name="viewport" content="width=device-width" />',
    '<script type="module" crossorigin src="/assets/index-1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/react-2.js">',
    '<link rel="modulepreload" crossorigin href="/assets/page-3.js">',
    '</head><body><div id="root">hello</div></body></html>',
  ].join('\n');

  async function runLoader(visibility: 'visible' | 'hidden') {
    const { deferEntryUntilFirstPaint } = await import('../../scripts/prerender/head');
    const html = deferEntryUntilFirstPaint(page);
    const loader = /<script data-entry-loader>([\s\S]*?)<\/script>\s*<\/body>/.exec(html)?.[1];
    const added: Array<Record<string, string>> = [];
    const observers: Array<{ paint: () => void; options: unknown; disconnected: boolean }> = [];
    const listeners: Record<string, () => void> = {};
    const fakeDocument = {
      visibilityState: visibility,
      head: { appendChild: (node: Record<string, string>) => added.push(node) },
      createElement: (tag: string) => ({ tag }),
    };
    class FakePerformanceObserver {
      constructor(callback: (list: unknown, observer: FakePerformanceObserver) => void) {
        const entry = { paint: () => callback({}, this), options: undefined as unknown, disconnected: false };
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
    new Function('document', 'window', 'PerformanceObserver', loader!)(fakeDocument, fakeWindow, FakePerformanceObserver);
    return { html, added, observers, listeners };
  }

  it('takes the entry script and preloads out of the head', async () => {
    const { html } = await runLoader('visible');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).not.toContain('index-1.js');
    expect(html.indexOf('<div id="root">hello</div>')).toBeLessThan(html.indexOf('index-1.js'));
  });

  it('can be read back for the checks that follow every asset', async () => {
    const { deferredEntryAssets } = await import('../../scripts/prerender/head');
    const { html } = await runLoader('visible');
    expect(deferredEntryAssets(html)).toEqual({ preloads: ['/assets/react-2.js', '/assets/page-3.js'], entry: '/assets/index-1.js' });
    expect(deferredEntryAssets(page)).toBeNull();
  });

  it('adds preloads and then the entry once the page has painted, and only once', async () => {
    const { added, observers, listeners } = await runLoader('visible');
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
    expect(added).toHaveLength(3);
  });

  it('falls back to the load event where no paint entry comes', async () => {
    const { added, listeners } = await runLoader('visible');
    listeners.load!();
    expect(added.at(-1)).toMatchObject({ tag: 'script', src: '/assets/index-1.js' });
  });

  it('loads at once in a hidden tab, where nothing paints', async () => {
    const { added, observers } = await runLoader('hidden');
    expect(observers).toEqual([]);
    expect(added.at(-1)).toMatchObject({ tag: 'script', src: '/assets/index-1.js' });
  });
});

/**
 * React 19 hoists <title>, <meta> and <link> to the document head, but renderToString has no
 * head to put them in and emits them at the start of the markup (docs/decisions/0006-toolchain-pitfalls.md). These
 * helpers take that leading run of head tags out of the body markup so the page can place them.
 */
const leadingHeadTag = /^\s*(<title>[\s\S]*?<\/title>|<meta\b[^>]*\/?>|<link\b[^>]*\/?>)/;

export function splitHoistedHead(markup: string): { head: string; body: string } {
  const tags: string[] = [];
  let rest = markup;
  for (let match = leadingHeadTag.exec(rest); match; match = leadingHeadTag.exec(rest)) {
    tags.push(match[1]!);
    rest = rest.slice(match[0].length);
  }
  return { head: tags.join('\n    '), body: rest };
}

const stylesheetLink = /\s*<link rel="stylesheet"[^>]*>/g;

/**
 * Puts the stylesheets first in the head, right after the viewport meta: first paint waits for
 * them, so nothing in the head should be fetched ahead of them.
 */
export function stylesheetsFirst(document: string): string {
  const headEnd = document.indexOf('</head>');
  const head = document.slice(0, headEnd);
  const sheets = head.match(stylesheetLink)?.map((tag) => tag.trim()) ?? [];
  if (sheets.length === 0) return document;
  const stripped = head.replace(stylesheetLink, '');
  const anchor = /<meta name="viewport"[^>]*>/.exec(stripped);
  if (!anchor) return document;
  const insertAt = anchor.index + anchor[0].length;
  return `${stripped.slice(0, insertAt)}\n    ${sheets.join('\n    ')}${stripped.slice(insertAt)}${document.slice(headEnd)}`;
}

const modulePreload = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const entryScript = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
// Waits for the browser's own paint entry (not a timer: a page whose clock is paused, as in the
// tests, still paints), with the load event as the fallback where paint entries are unsupported.
const loaderBody =
  'var done=false;' +
  'function add(tag,props){document.head.appendChild(Object.assign(document.createElement(tag),props))}' +
  'function load(){if(done)return;done=true;preloads.forEach(function(href){add("link",{rel:"modulepreload",crossOrigin:"",href:href})});' +
  'add("script",{type:"module",crossOrigin:"",src:entry})}' +
  'if(document.visibilityState==="hidden"){load();return}' +
  'try{new PerformanceObserver(function(list,observer){observer.disconnect();load()}).observe({type:"paint",buffered:true})}catch(error){}' +
  'window.addEventListener("load",load)';
const loaderPattern = /<script data-entry-loader>\(function\(preloads,entry\)\{[\s\S]*?\}\)\((\[[^\]]*\]),("[^"]+")\)<\/script>/;

/**
 * The page is readable as prerendered HTML; the JavaScript that makes it interactive should not
 * compete with it for a phone's bandwidth and main thread. So the module preloads and the entry
 * script leave the head, and a small script at the end of the body adds them back once the page
 * has painted (at once when the tab is hidden, where nothing paints).
 */
export function deferEntryUntilFirstPaint(document: string): string {
  const entry = entryScript.exec(document);
  if (!entry) return document;
  const preloads = [...document.matchAll(modulePreload)].map((match) => match[1]!);
  const withoutScripts = document.replace(modulePreload, '').replace(entryScript, '');
  const loader = `<script data-entry-loader>(function(preloads,entry){${loaderBody}})(${JSON.stringify(preloads)},${JSON.stringify(entry[1])})</script>`;
  return withoutScripts.replace('</body>', () => `${loader}\n  </body>`);
}

/** The module preloads and entry script a deferred loader will add, for checks and benchmarks. */
export function deferredEntryAssets(html: string): { preloads: string[]; entry: string } | null {
  const match = loaderPattern.exec(html);
  if (!match) return null;
  return { preloads: JSON.parse(match[1]!) as string[], entry: JSON.parse(match[2]!) as string };
}

/** Fills the untouched index.html template with one page's head and body markup. */
export function fillTemplate(template: string, head: string, body: string): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html template is missing <!--app-head--> or <!--app-html-->: was it already filled?');
  }
  return deferEntryUntilFirstPaint(stylesheetsFirst(template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => body)));
}

import { DomUtils, ElementType, parseDocument } from 'htmlparser2';

/**
 * React 19 hoists <title>, <meta> and <link> into the document's <head>, but the prerender
 * (`prerenderToNodeStream` in src/app/entry-server.tsx) renders the app alone, the part that goes
 * into <div id="root">, so there is no <head> to hoist into and React emits them at the start of
 * the markup (docs/decisions/0006-toolchain-pitfalls.md). This takes that leading run of head tags
 * out of the body markup so the page can place them.
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

// Every edit below looks for what Vite writes into index.html and throws when it is not there:
// a Vite upgrade that changes its output must break the build, not ship pages without their head,
// styles or scripts. The parser only locates tags; the page is rewritten by splicing the original
// text at those offsets, so everything not moved stays byte for byte as Vite and React wrote it.

function templateError(problem: string): Error {
  return new Error(`index.html template: ${problem}`);
}

type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>;

interface Located {
  source: string;
  head: Element;
  /** Where `</body>` starts. */
  bodyEnd: number;
}

function locate(source: string): Located {
  const document = parseDocument(source, { withStartIndices: true, withEndIndices: true });
  // Both end tags are required, though HTML allows leaving them out: without them the parser's idea
  // of where the head ends may not be the browser's.
  const only = (name: string): { element: Element; endTag: number } => {
    const found = DomUtils.findAll((element) => element.name === name, document.children);
    if (found.length === 0) throw templateError(`no <${name}> found`);
    if (found.length > 1) throw templateError(`${found.length} <${name}> elements found, expected one`);
    const element = found[0]!;
    const endTag = element.endIndex! + 1 - `</${name}>`.length;
    if (source.slice(endTag, element.endIndex! + 1) !== `</${name}>`) throw templateError(`no </${name}> found`);
    return { element, endTag };
  };
  return { source, head: only('head').element, bodyEnd: only('body').endTag };
}

const isElement = (node: Element['children'][number]): node is Element => ElementType.isTag(node);

function headTags(page: Located, name: string, matches: (attributes: Record<string, string>) => boolean): Element[] {
  return page.head.children.filter(isElement).filter((element) => element.name === name && matches(element.attribs));
}

const relIs = (rel: string) => (attributes: Record<string, string>) => (attributes.rel ?? '').split(/\s+/).includes(rel);

/** The tag as written, for moving it elsewhere unchanged. */
function text(page: Located, element: Element): string {
  return page.source.slice(element.startIndex!, element.endIndex! + 1);
}

interface Edit {
  start: number;
  end: number;
  insert: string;
}

/** Removes the tag with the indentation before it, so no blank line is left where it was. */
function removal(page: Located, element: Element): Edit {
  let start = element.startIndex!;
  while (start > 0 && /\s/.test(page.source[start - 1]!)) start -= 1;
  return { start, end: element.endIndex! + 1, insert: '' };
}

function applyEdits(source: string, edits: Edit[]): string {
  // At one offset the insertion goes first, so text inserted right after a tag stays next to it.
  const ordered = [...edits].sort((a, b) => a.start - b.start || a.end - a.start - (b.end - b.start));
  let output = '';
  let cursor = 0;
  for (const edit of ordered) {
    if (edit.start < cursor) throw new Error('overlapping edits of the page template');
    output += source.slice(cursor, edit.start) + edit.insert;
    cursor = edit.end;
  }
  return output + source.slice(cursor);
}

/**
 * Puts the stylesheets first in the head, right after the viewport meta: first paint waits for
 * them, so nothing in the head should be fetched ahead of them.
 */
export function stylesheetsFirst(document: string): string {
  const page = locate(document);
  const sheets = headTags(page, 'link', relIs('stylesheet'));
  if (sheets.length === 0) throw templateError('no <link rel="stylesheet"> in <head>; Vite writes the app\'s CSS there');
  const viewport = headTags(page, 'meta', (attributes) => attributes.name === 'viewport');
  if (viewport.length !== 1) throw templateError(`${viewport.length} <meta name="viewport"> in <head>, expected one to put the stylesheets after`);
  const after = viewport[0]!.endIndex! + 1;
  return applyEdits(document, [
    { start: after, end: after, insert: `\n    ${sheets.map((sheet) => text(page, sheet)).join('\n    ')}` },
    ...sheets.map((sheet) => removal(page, sheet)),
  ]);
}

// Waits for the browser's first-contentful-paint entry (first-paint can come earlier, with
// nothing readable on screen yet; not a timer: a page whose clock is paused, as in the
// tests, still paints). The fallback, where paint entries are unsupported, is two frames after the
// load event: a page with no script left to fetch fires load before its first paint.
// Starting a fetch costs the main thread a few milliseconds on a phone: twenty preloads in one go
// were a 75-150 ms task (4x CPU slowdown), so they go a few per task, the entry script last. The
// next task is a MessageChannel message, as React's scheduler does: a timer would never fire under
// a paused test clock.
const PRELOADS_PER_TASK = 4;
// The asset list is a JSON data block beside the loader, so the loader's text (and its hash in the
// Content-Security-Policy) is the same on every page.
const ASSETS_ID = 'entry-assets';
const loaderBody =
  `var assets=JSON.parse(document.getElementById("${ASSETS_ID}").textContent),preloads=assets.preloads,entry=assets.entry;` +
  `var done=false,PER_TASK=${PRELOADS_PER_TASK};` +
  'function add(tag,props){document.head.appendChild(Object.assign(document.createElement(tag),props))}' +
  'function load(){if(done)return;done=true;var next=0,channel=new MessageChannel();' +
  'function batch(){preloads.slice(next,next+=PER_TASK).forEach(function(href){add("link",{rel:"modulepreload",crossOrigin:"",href:href})});' +
  'if(next<preloads.length)channel.port2.postMessage(0);else add("script",{type:"module",crossOrigin:"",src:entry})}' +
  'channel.port1.onmessage=batch;batch()}' +
  'if(document.visibilityState==="hidden"){load();return}' +
  'try{new PerformanceObserver(function(list,observer){if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();load()}}).observe({type:"paint",buffered:true})}catch(error){}' +
  'window.addEventListener("load",function(){requestAnimationFrame(function(){requestAnimationFrame(load)})})';
const assetsPattern = new RegExp(`<script type="application/json" id="${ASSETS_ID}">([^<]*)</script>`);

/**
 * The page is readable as prerendered HTML; the JavaScript that makes it interactive should not
 * compete with it for a phone's bandwidth and main thread. So the module preloads and the entry
 * script leave the head, and a small script at the end of the body adds them back once the page
 * has painted (at once when the tab is hidden, where nothing paints).
 */
export function deferEntryUntilFirstPaint(document: string): string {
  const page = locate(document);
  const entries = headTags(page, 'script', (attributes) => attributes.type === 'module' && Boolean(attributes.src));
  if (entries.length === 0) throw templateError('the module script tag Vite writes (<script type="module" src>) was not found in <head>');
  if (entries.length > 1) throw templateError(`${entries.length} module script tags in <head>, expected Vite's one entry`);
  const entry = entries[0]!;
  // Any number, none included: Vite writes one per chunk the entry imports.
  const preloads = headTags(page, 'link', (attributes) => relIs('modulepreload')(attributes) && Boolean(attributes.href));
  const assets = JSON.stringify({ preloads: preloads.map((link) => link.attribs.href), entry: entry.attribs.src }).replaceAll('<', '\\u003c');
  const loader = `<script type="application/json" id="${ASSETS_ID}">${assets}</script>\n  <script data-entry-loader>(function(){${loaderBody}})()</script>`;
  return applyEdits(document, [
    removal(page, entry),
    ...preloads.map((link) => removal(page, link)),
    { start: page.bodyEnd, end: page.bodyEnd, insert: `${loader}\n  ` },
  ]);
}

/** The module preloads and entry script a deferred loader will add, for checks and benchmarks. */
export function deferredEntryAssets(html: string): { preloads: string[]; entry: string } | null {
  const match = assetsPattern.exec(html);
  if (!match) return null;
  return JSON.parse(match[1]!) as { preloads: string[]; entry: string };
}

function markerOnce(template: string, marker: string): number {
  const at = template.indexOf(marker);
  if (at === -1) throw templateError(`no ${marker} found: was it already filled?`);
  if (template.indexOf(marker, at + marker.length) !== -1) throw templateError(`${marker} found more than once`);
  return at;
}

/** Fills the untouched index.html template with one page's head and body markup. */
export function fillTemplate(template: string, head: string, body: string): string {
  const headAt = markerOnce(template, '<!--app-head-->');
  const bodyAt = markerOnce(template, '<!--app-html-->');
  const filled = applyEdits(template, [
    { start: headAt, end: headAt + '<!--app-head-->'.length, insert: head },
    { start: bodyAt, end: bodyAt + '<!--app-html-->'.length, insert: body },
  ]);
  return deferEntryUntilFirstPaint(stylesheetsFirst(filled));
}

/**
 * React 19 hoists <title>, <meta> and <link> to the document head, but renderToString has no
 * head to put them in and emits them at the start of the markup (DESIGN.md section 6). These
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
 * them, and behind a dozen module preloads they would queue on a phone's few connections.
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

/** Fills the untouched index.html template with one page's head and body markup. */
export function fillTemplate(template: string, head: string, body: string): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html template is missing <!--app-head--> or <!--app-html-->: was it already filled?');
  }
  return stylesheetsFirst(template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => body));
}

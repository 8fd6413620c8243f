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

/** Fills the untouched index.html template with one page's head and body markup. */
export function fillTemplate(template: string, head: string, body: string): string {
  if (!template.includes('<!--app-head-->') || !template.includes('<!--app-html-->')) {
    throw new Error('index.html template is missing <!--app-head--> or <!--app-html-->: was it already filled?');
  }
  return template.replace('<!--app-head-->', () => head).replace('<!--app-html-->', () => body);
}

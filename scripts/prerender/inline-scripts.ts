import { createHash } from 'node:crypto';
import { DomUtils, parseDocument } from 'htmlparser2';

/**
 * The types whose inline content a browser runs (or, for import maps and speculation rules, checks
 * against script-src all the same). Anything else, JSON-LD included, is a data block: never run,
 * so the Content-Security-Policy does not apply to it.
 */
const EXECUTABLE = /^(|module|importmap|speculationrules|(text|application)\/(x-)?(java|ecma)script|text\/(jscript|livescript))$/i;

/**
 * The CSP source ('sha256-…') of every inline script of a page that a browser would run. The hash
 * is of the text between the tags, as the browser sees it after turning CRLF and CR into LF.
 */
export function inlineScriptHashes(html: string): string[] {
  const document = parseDocument(html);
  const scripts = DomUtils.findAll((element) => element.name === 'script', document.children);
  return scripts
    .filter((script) => script.attribs.src === undefined && EXECUTABLE.test((script.attribs.type ?? '').trim()))
    .map((script) => {
      const text = DomUtils.textContent(script).replace(/\r\n?/g, '\n');
      return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
    });
}

/**
 * What a text cites: repository paths and decision numbers, each with its line. Pure: deciding
 * whether a citation exists is check.ts's job. See docs/decisions/0032-docs-that-cannot-drift.md.
 */
import { posix } from 'node:path';

/** `offset` orders the citations of one line as they are written. */
export type Citation =
  /** `paths`: what the citation names, relative to the repository root (braces expanded); `glob` when it names a pattern. */
  | { kind: 'path'; line: number; offset: number; text: string; paths: string[]; glob: boolean }
  | { kind: 'decision'; line: number; offset: number; text: string; number: string };

/** Top-level folders a path citation starts with. */
const TOP_FOLDERS = ['src', 'supabase', 'scripts', 'tests', 'e2e', 'docs', 'public', '.ci'];
const PATH_START = new RegExp(`(?<![\\w./@~$:-])(?:${TOP_FOLDERS.map((folder) => folder.replace('.', '\\.')).join('|')})/`, 'g');
/** Root files cited by name alone. */
const ROOT_FILE =
  /(?<![\w./@~$-])(package(?:-lock)?\.json|tsconfig(?:\.[\w-]+)?\.json|(?:vite|vitest(?:\.[\w-]+)?|playwright|tailwind|eslint)\.config\.[jt]s|eslint\.layers\.js|knip\.ts|index\.html|\.env\.example)(?![\w/-])/g;
const PATH_CHAR = /[\w.\-/*?]/;
/** A path segment that stands for any name: `X`, `N`, `NNNN` between non-letters. */
const PLACEHOLDER = /(?:^|[^A-Za-z])(?:X|N|NNNN)(?:[^A-Za-z]|$)/;
/** `docs/decisions/0019` without its slug cites the decision, not a file. */
const DECISION_FOLDER_CITATION = /^docs\/decisions\/(0\d{3})$/;

/** Decision numbers: "decision 0019", "decisions 0009 and 0011", "amended by 0024", "(0019)", "[0010]", and a record's file name. */
const DECISION_WORDS =
  /\b(?:decisions?|amended by|amends|superseded by|supersedes|see)\s+(0\d{3}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*\/\s*)0\d{3})*)(?![\w-])/gi;
const DECISION_BRACKETED = /[([](0\d{3})[)\]]/g;
const DECISION_FILE = /(?<![\w/.-])(0\d{3})-[a-z0-9][\w-]*\.md\b/g;

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (one level of braces, as the docs write them). */
export function expandBraces(path: string): string[] {
  const match = /\{([^{}]*)\}/.exec(path);
  if (!match) return [path];
  return match[1]!.split(',').flatMap((part) => expandBraces(path.slice(0, match.index) + part + path.slice(match.index + match[0].length)));
}

/** The path that starts at `start`: path characters, and balanced braces of alternatives. */
function readPath(text: string, start: number): { path: string; template: boolean } {
  let at = start;
  while (at < text.length) {
    const char = text[at]!;
    if (PATH_CHAR.test(char)) at += 1;
    else if (char === '{') {
      const close = text.indexOf('}', at);
      if (close < 0 || !/^[\w.\-/,]*$/.test(text.slice(at + 1, close))) break;
      at = close + 1;
    } else break;
  }
  let path = text.slice(start, at);
  // A sentence's full stop, or a dash, is not part of the path.
  while (/[.\-?]$/.test(path)) path = path.slice(0, -1);
  // `src/pages/<name>-page.tsx`, `${dir}/x`, `src/features/X/`, `cs-N.svg`: a template; only the folders before it are real.
  const placeholder = path.split('/').findIndex((segment) => PLACEHOLDER.test(segment));
  if (placeholder >= 0) return { path: path.split('/').slice(0, placeholder).join('/') + '/', template: true };
  return { path, template: /^[<$[]/.test(text[start + path.length] ?? '') };
}

function lineStarts(text: string): number[] {
  const starts = [0];
  for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  return starts;
}

function lineAt(starts: number[], offset: number): number {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low + 1;
}

function pathCitation(starts: number[], offset: number, path: string, template: boolean): Citation {
  const folder = template ? path.slice(0, path.lastIndexOf('/') + 1) : path;
  const paths = expandBraces(folder).map((each) => posix.normalize(each));
  return { kind: 'path', line: lineAt(starts, offset), offset, text: path, paths, glob: !template && /[*?]/.test(folder) };
}

/** Relative markdown link targets: `[x](../decisions/0009-login-lockout.md)`, resolved from the file's folder. */
function markdownLinks(text: string, file: string, starts: number[]): Citation[] {
  const found: Citation[] = [];
  for (const match of text.matchAll(/\]\(<?([^)\s>]+)>?(?:\s+"[^"]*")?\)/g)) {
    const target = match[1]!;
    // Other sites, mail, anchors in the same page, and the site's own routes (`/seo-tool`) are not files.
    if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('#') || target.startsWith('/')) continue;
    const path = decodeURIComponent(target.replace(/[#?].*$/, ''));
    if (!path) continue;
    const resolved = posix.normalize(posix.join(posix.dirname(file), path));
    found.push({ kind: 'path', line: lineAt(starts, match.index), offset: match.index, text: target, paths: [resolved], glob: false });
  }
  return found;
}

function decisionCitations(text: string, starts: number[]): Citation[] {
  const found: Citation[] = [];
  const add = (offset: number, matched: string, number: string) =>
    found.push({ kind: 'decision', line: lineAt(starts, offset), offset, text: matched, number });
  for (const match of text.matchAll(DECISION_WORDS)) {
    for (const number of match[1]!.match(/0\d{3}/g) ?? []) add(match.index, match[0], number);
  }
  for (const match of text.matchAll(DECISION_BRACKETED)) add(match.index, match[0], match[1]!);
  for (const match of text.matchAll(DECISION_FILE)) add(match.index, match[0], match[1]!);
  return found;
}

/**
 * Every citation in `text`, which is the content of `file` (repository-relative) or, for source
 * files, its comments (comments.ts). Markdown links resolve from the file's folder; a bare path
 * that starts with a top-level folder resolves from the root.
 */
export function citationsIn(text: string, file: string): Citation[] {
  const starts = lineStarts(text);
  const found: Citation[] = [];
  for (const match of text.matchAll(PATH_START)) {
    const { path, template } = readPath(text, match.index);
    const decision = DECISION_FOLDER_CITATION.exec(path);
    if (decision) found.push({ kind: 'decision', line: lineAt(starts, match.index), offset: match.index, text: path, number: decision[1]! });
    else found.push(pathCitation(starts, match.index, path, template));
  }
  for (const match of text.matchAll(ROOT_FILE)) {
    found.push(pathCitation(starts, match.index, match[1]!, false));
  }
  if (file.endsWith('.md')) found.push(...markdownLinks(text, file, starts));
  found.push(...decisionCitations(text, starts));
  return found.sort((a, b) => a.offset - b.offset);
}

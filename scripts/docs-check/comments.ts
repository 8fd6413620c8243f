/**
 * The comments of a source file, in place: every other character becomes a space and newlines stay,
 * so a citation found in the result has the line number it has in the file. Strings are skipped so
 * that a URL or an import path in code is not read as a citation; the scan is a lexer good enough
 * for citations, not a parser (a regex literal is recognised by the token before it).
 */
export type SourceLanguage = 'script' | 'sql' | 'shell';

/** The language whose comment syntax a file uses, or undefined when its comments are not read. */
export function languageOf(path: string): SourceLanguage | undefined {
  if (/\.(?:[cm]?[jt]sx?)$/.test(path)) return 'script';
  if (path.endsWith('.sql')) return 'sql';
  if (path.endsWith('.sh')) return 'shell';
  return undefined;
}

const blank = (text: string) => text.replace(/[^\n]/g, ' ');

/** Where a quoted string that starts at `start` ends (exclusive); single- and double-quoted strings end at a newline. */
function endOfString(source: string, start: number, quote: string): number {
  let at = start + 1;
  while (at < source.length) {
    const char = source[at];
    if (char === '\\') at += 2;
    else if (char === quote) return at + 1;
    else if (char === '\n' && quote !== '`') return at;
    else at += 1;
  }
  return source.length;
}

/** A `/` after one of these starts a regex literal rather than a division. */
const BEFORE_REGEX = /(?:^|[(,=:[!&|?{};+\-*%<>~^]|\breturn|\btypeof|\bcase)\s*$/;

function endOfRegex(source: string, start: number): number {
  let at = start + 1;
  let inClass = false;
  while (at < source.length && source[at] !== '\n') {
    const char = source[at];
    if (char === '\\') at += 1;
    else if (char === '[') inClass = true;
    else if (char === ']') inClass = false;
    else if (char === '/' && !inClass) return at + 1;
    at += 1;
  }
  return at;
}

function scriptComments(source: string): string {
  let out = '';
  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    const next = source[at + 1];
    let end = at + 1;
    let keep = false;
    if (char === '/' && next === '/') {
      end = source.indexOf('\n', at);
      if (end < 0) end = source.length;
      keep = true;
    } else if (char === '/' && next === '*') {
      end = source.indexOf('*/', at + 2);
      end = end < 0 ? source.length : end + 2;
      keep = true;
    } else if (char === '"' || char === "'" || char === '`') {
      end = endOfString(source, at, char);
    } else if (char === '/' && BEFORE_REGEX.test(source.slice(Math.max(0, at - 12), at))) {
      end = endOfRegex(source, at);
    }
    const piece = source.slice(at, end);
    out += keep ? piece : blank(piece);
    at = end;
  }
  return out;
}

function sqlComments(source: string): string {
  let out = '';
  let at = 0;
  while (at < source.length) {
    const char = source[at]!;
    let end = at + 1;
    let keep = false;
    if (char === '-' && source[at + 1] === '-') {
      end = source.indexOf('\n', at);
      if (end < 0) end = source.length;
      keep = true;
    } else if (char === '/' && source[at + 1] === '*') {
      end = source.indexOf('*/', at + 2);
      end = end < 0 ? source.length : end + 2;
      keep = true;
    } else if (char === "'") {
      // '' inside a string is a quote, which endOfString reads as the end and the next start: same result.
      end = source.indexOf("'", at + 1);
      end = end < 0 ? source.length : end + 1;
    }
    const piece = source.slice(at, end);
    out += keep ? piece : blank(piece);
    at = end;
  }
  return out;
}

function shellComments(source: string): string {
  return source
    .split('\n')
    .map((line) => {
      const hash = /(?:^|\s)#/.exec(line);
      return hash ? blank(line.slice(0, hash.index)) + line.slice(hash.index) : blank(line);
    })
    .join('\n');
}

export function commentsOf(source: string, language: SourceLanguage): string {
  if (language === 'sql') return sqlComments(source);
  if (language === 'shell') return shellComments(source);
  return scriptComments(source);
}

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

/** One token of a source: where it ends (exclusive) and whether it is a comment. */
interface Token {
  end: number;
  comment: boolean;
}

function endOfLine(source: string, at: number): number {
  const end = source.indexOf('\n', at);
  return end < 0 ? source.length : end;
}

function endOfBlock(source: string, at: number): number {
  const end = source.indexOf('*/', at + 2);
  return end < 0 ? source.length : end + 2;
}

function scriptToken(source: string, at: number): Token {
  const char = source[at]!;
  const next = source[at + 1];
  if (char === '/' && next === '/') return { end: endOfLine(source, at), comment: true };
  if (char === '/' && next === '*') return { end: endOfBlock(source, at), comment: true };
  if (char === '"' || char === "'" || char === '`') return { end: endOfString(source, at, char), comment: false };
  if (char === '/' && BEFORE_REGEX.test(source.slice(Math.max(0, at - 12), at))) return { end: endOfRegex(source, at), comment: false };
  return { end: at + 1, comment: false };
}

function sqlToken(source: string, at: number): Token {
  const char = source[at]!;
  if (char === '-' && source[at + 1] === '-') return { end: endOfLine(source, at), comment: true };
  if (char === '/' && source[at + 1] === '*') return { end: endOfBlock(source, at), comment: true };
  // '' inside a string reads as the string's end and the next one's start: the same result.
  if (char === "'") {
    const end = source.indexOf("'", at + 1);
    return { end: end < 0 ? source.length : end + 1, comment: false };
  }
  return { end: at + 1, comment: false };
}

/** The source with everything but its comments blanked, token by token. */
function keepComments(source: string, token: (source: string, at: number) => Token): string {
  let out = '';
  for (let at = 0; at < source.length; ) {
    const { end, comment } = token(source, at);
    const piece = source.slice(at, end);
    out += comment ? piece : blank(piece);
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
  if (language === 'sql') return keepComments(source, sqlToken);
  if (language === 'shell') return shellComments(source);
  return keepComments(source, scriptToken);
}

/**
 * `.env.example` against the code: every variable it lists is read somewhere in the code, and a
 * value it gives is the code's own default for that variable (it said E2E_PORT=4173 while the test
 * stack defaulted to 4183: issue 60). An empty value means "the default" and is always right.
 * A default is found where the code reads the variable: `NAME ... || <default>` or `?? <default>`
 * (a literal, or a constant declared with a literal), `portFrom('NAME', <port>)`, or `NAME === 'true'`
 * (default false); DEFAULTS_ELSEWHERE names the constant for a variable whose default is applied
 * away from where it is read.
 */

/** Variables read as `X || undefined` and given their default further on, by the constant named here. */
export const DEFAULTS_ELSEWHERE: Record<string, string> = { DASHBOARD_PASSWORD: 'DEFAULT_DASHBOARD_PASSWORD' };

export interface CodeFile {
  file: string;
  text: string;
}

/** `NAME=value` lines of a .env file, in order. */
export function exampleVariables(example: string): { name: string; value: string; line: number }[] {
  return example.split('\n').flatMap((text, index) => {
    const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(text.trim());
    return match ? [{ name: match[1]!, value: match[2]!, line: index + 1 }] : [];
  });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LITERAL = String.raw`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\d[\d_]*`;

/** A literal's value as the environment would hold it. */
const valueOf = (literal: string) => (/^['"]/.test(literal) ? literal.slice(1, -1) : literal.replaceAll('_', ''));

/** The literal a constant is declared with, in its own file first, or undefined. */
function constantValue(name: string, own: CodeFile, files: readonly CodeFile[]): string | undefined {
  const declaration = new RegExp(String.raw`\bconst ${escape(name)}(?:\s*:\s*\w+)?\s*=\s*(${LITERAL})`);
  for (const { text } of [own, ...files]) {
    const match = declaration.exec(text);
    if (match) return valueOf(match[1]!);
  }
  return undefined;
}

/** Every default the code gives the variable where it reads it. */
export function codeDefaults(name: string, files: readonly CodeFile[]): string[] {
  const read = String.raw`\b${escape(name)}\b['"]?\)?(?:\??\.\w+\(\))*`;
  const fallback = new RegExp(String.raw`${read}\s*(?:\|\||\?\?)\s*(${LITERAL}|[A-Z][A-Z0-9_]*\b)`, 'g');
  const port = new RegExp(String.raw`portFrom\(['"]${escape(name)}['"],\s*(\d+)\)`, 'g');
  const flag = new RegExp(String.raw`${read}\s*===\s*'true'`);
  const found: string[] = [];
  for (const file of files) {
    for (const match of file.text.matchAll(fallback)) {
      const given = match[1]!;
      const value = /^[A-Z]/.test(given) ? constantValue(given, file, files) : valueOf(given);
      if (value !== undefined) found.push(value);
    }
    for (const match of file.text.matchAll(port)) found.push(match[1]!);
    if (flag.test(file.text)) found.push('false');
  }
  const elsewhere = DEFAULTS_ELSEWHERE[name];
  if (elsewhere) {
    const value = files.map((file) => constantValue(elsewhere, file, [])).find((candidate) => candidate !== undefined);
    if (value !== undefined) found.push(value);
  }
  return [...new Set(found)];
}

/** What is wrong with .env.example against the code: file:line messages. */
export function envExampleProblems(example: string, files: readonly CodeFile[]): { line: number; message: string }[] {
  const problems: { line: number; message: string }[] = [];
  for (const { name, value, line } of exampleVariables(example)) {
    if (!files.some((file) => new RegExp(`\\b${escape(name)}\\b`).test(file.text))) {
      problems.push({ line, message: `${name} is read nowhere in the code: drop it, or read it.` });
      continue;
    }
    if (value === '') continue;
    const defaults = codeDefaults(name, files);
    if (defaults.length === 0)
      problems.push({ line, message: `${name}=${value}: the check finds no default for it in the code; leave it empty, or give it one.` });
    else if (!defaults.includes(value)) problems.push({ line, message: `${name}=${value}, but the code's default is ${defaults.join(' / ')}.` });
  }
  return problems;
}

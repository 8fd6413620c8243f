/**
 * How `npm run db:shell` prints an answer of the SQL door (supabase/local/sql-door.ts), the way psql
 * does: each statement's rows as an aligned table with its row count, or its command tag; the
 * error, notices and what the backend undid after the input.
 */
import type { ShellAnswer, ShellResult } from '../../supabase/local/database';

/** A cell on one line: NULL is empty, as in psql; a line break is shown as \n. */
const cell = (value: string | null) => (value ?? '').replaceAll('\r', '\\r').replaceAll('\n', '\\n');

export function formatResult(result: ShellResult): string {
  if (!result.columns) return result.command;
  const rows = (result.rows ?? []).map((row) => row.map(cell));
  const widths = result.columns.map((name, index) => Math.max(name.length, ...rows.map((row) => row[index]?.length ?? 0)));
  const line = (values: string[]) => ` ${values.map((value, index) => value.padEnd(widths[index] ?? 0)).join(' | ')}`.trimEnd();
  const count = rows.length === 1 ? '(1 row)' : `(${rows.length} rows)`;
  return [line(result.columns), widths.map((width) => '-'.repeat(width + 2)).join('+'), ...rows.map(line), count].join('\n');
}

/** The printed answer: what goes to standard output, and what to standard error. */
export function formatAnswer(answer: ShellAnswer): { out: string; err: string } {
  const out = answer.results.map(formatResult);
  const err = [...answer.notices];
  if (answer.error) err.push(`ERROR:  ${answer.error.message}`);
  if (answer.rolledBack)
    err.push('The input left a transaction open, and the shell rolled it back: each input is a transaction of its own (end it with COMMIT).');
  if (answer.restored.length) err.push(`Set back after the input, since the backend's requests share this session: ${answer.restored.join(', ')}.`);
  return { out: out.join('\n\n'), err: err.join('\n') };
}

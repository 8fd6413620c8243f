/**
 * What README.md's "## Deploying" section tells an operator to deploy: the functions of its
 * `supabase functions deploy` command, the cron jobs of its `| cron job | schedule | calls | body |`
 * table and the secrets of its `| Vault secret | value |` table. compare.ts holds them against the
 * code; a platform test can assert that `cron.job` holds exactly these jobs.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

export interface CronJob {
  name: string;
  // The cron expression as pg_cron stores it, compared as text: `*/1 * * * *` would differ from `* * * * *`.
  schedule: string;
  /** The edge function the job posts to. */
  function: string;
  /** The JSON body it posts, written without spaces (`{}`, `{"only":"morning-email"}`). */
  body: string;
}

export interface ReadmeDeploySteps {
  functions: string[];
  cronJobs: CronJob[];
  vaultSecrets: string[];
}

const ROOT = resolve(import.meta.dirname, '../..');

/** The lines from `## Deploying` to the next heading of the same or a higher level. */
function deployingSection(markdown: string): string[] {
  const lines = markdown.split(/\r?\n/);
  const start = lines.findIndex((line) => /^## Deploying\s*$/.test(line));
  if (start < 0) throw new Error('README.md has no "## Deploying" section');
  const end = lines.findIndex((line, index) => index > start && /^#{1,2} /.test(line));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** The Markdown tables among the lines, each as its header's cells and its body rows' cells (lowercased header). */
function tables(lines: string[]): { header: string[]; rows: string[][] }[] {
  const found: { header: string[]; rows: string[][] }[] = [];
  let current: string[][] | undefined;
  for (const line of lines) {
    const trimmed = line.trim();
    if (!trimmed.startsWith('|')) {
      current = undefined;
      continue;
    }
    const cells = trimmed
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim());
    if (!current) {
      current = [];
      found.push({ header: cells.map((cell) => cell.toLowerCase()), rows: current });
    } else if (!cells.every((cell) => /^:?-+:?$/.test(cell))) {
      current.push(cells);
    }
  }
  return found;
}

/** The table whose first header cell is `first`; its rows as records by header cell. */
function tableRows(lines: string[], first: string, columns: readonly string[]): Record<string, string>[] {
  const table = tables(lines).find(({ header }) => header[0] === first);
  if (!table) return [];
  const missing = columns.filter((column) => !table.header.includes(column));
  if (missing.length) throw new Error(`README.md's "${first}" table has no ${missing.join(', ')} column`);
  return table.rows.map((cells) => Object.fromEntries(columns.map((column) => [column, codeIn(cells[table.header.indexOf(column)] ?? '', first, cells)])));
}

/** A cell's value is its first `code span`: the rest of the cell is prose for the reader. */
function codeIn(cell: string, table: string, row: string[]): string {
  const code = /`([^`]+)`/.exec(cell)?.[1]?.trim();
  if (!code) throw new Error(`README.md's "${table}" table: the row | ${row.join(' | ')} | has a cell without a \`value\``);
  return code;
}

export function deployStepsInReadme(markdown: string): ReadmeDeploySteps {
  const section = deployingSection(markdown);
  const commands = [...section.join('\n').matchAll(/`supabase functions deploy\b([^`]*)`/g)];
  return {
    functions: commands.flatMap(([, names]) => (names ?? '').split(/\s+/).filter((name) => name && !name.startsWith('-'))),
    cronJobs: tableRows(section, 'cron job', ['cron job', 'schedule', 'calls', 'body']).map((row) => ({
      name: row['cron job']!,
      schedule: row.schedule!,
      function: row.calls!,
      body: row.body!,
    })),
    vaultSecrets: tableRows(section, 'vault secret', ['vault secret']).map((row) => row['vault secret']!),
  };
}

/** The deploy steps of this repository's README.md. */
export function readReadmeDeploySteps(root = ROOT): ReadmeDeploySteps {
  return deployStepsInReadme(readFileSync(resolve(root, 'README.md'), 'utf8'));
}

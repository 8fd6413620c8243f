import { describe, expect, it } from 'vitest';
import { backslashCommand } from '../../scripts/db-shell/describe';
import { formatAnswer, formatResult } from '../../scripts/db-shell/table';

describe('npm run db:shell prints as psql does', () => {
  it('aligns the columns, leaves NULL empty, shows a line break as \\n and counts the rows', () => {
    expect(
      formatResult({
        command: 'SELECT 2',
        columns: ['id', 'note'],
        rows: [
          ['1', 'two\nlines'],
          ['10', null],
        ],
      }),
    ).toBe([' id | note', '----+------------', ' 1  | two\\nlines', ' 10 |', '(2 rows)'].join('\n'));
    expect(formatResult({ command: 'SELECT 1', columns: ['one'], rows: [['1']] })).toBe([' one', '-----', ' 1', '(1 row)'].join('\n'));
  });

  it('prints a command tag for a statement without rows, and the error, notices and what was undone on standard error', () => {
    const printed = formatAnswer({
      results: [{ command: 'INSERT 0 1' }],
      error: { message: 'division by zero' },
      notices: ['WARNING: there is no transaction in progress'],
      rolledBack: true,
      restored: ['role', 'search_path'],
    });
    expect(printed.out).toBe('INSERT 0 1');
    expect(printed.err.split('\n')).toEqual([
      'WARNING: there is no transaction in progress',
      'ERROR:  division by zero',
      'The input left a transaction open, and the shell rolled it back: each input is a transaction of its own (end it with COMMIT).',
      "Set back after the input, since the backend's requests share this session: role, search_path.",
    ]);
  });

  it('knows \\d, \\d NAME and \\q, and answers anything else with the list of commands', () => {
    expect(backslashCommand('\\d').sql).toMatch(/from pg_catalog\.pg_class/);
    expect(backslashCommand("\\d private.o'brien").sql).toContain("to_regclass('private.o''brien')");
    expect(backslashCommand('\\q')).toEqual({ quit: true });
    expect(backslashCommand('\\x').help).toMatch(/^\\d /);
  });
});

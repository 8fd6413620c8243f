/**
 * The migration-order check of `npm run lint` (scripts/migration-order/): versions are UTC seconds
 * and sort in the order the migrations were written, as `supabase db push` needs them to.
 */
import { describe, expect, it } from 'vitest';
import { checkMigrationOrder, timeOfVersion, type MigrationRecord } from '../../scripts/migration-order/check';
import { migrationRecords, parseLog } from '../../scripts/migration-order/history';

/** A file added by commit number `order`, made at `committed` (an ISO time). */
function added(file: string, order: number, committed: string): MigrationRecord {
  return { file, version: file.split('_')[0] ?? '', committedAt: new Date(committed), commitOrder: order, commit: `c${order}` };
}

const history = [
  added('20261126153001_request_limits.sql', 0, '2026-11-26T15:30:55Z'),
  added('20261126153002_leads.sql', 0, '2026-11-26T15:30:55Z'),
  added('20261126184636_speed_to_lead.sql', 1, '2026-11-26T18:46:36Z'),
  added('20261126190414_privacy_requests.sql', 2, '2026-11-26T19:04:14Z'),
];
const messages = (records: MigrationRecord[]) => checkMigrationOrder(records).map((problem) => `${problem.file}: ${problem.message}`);

describe('the migration order', () => {
  it('passes versions in commit order, each at or before its commit (files of one commit in any order among themselves)', () => {
    expect(messages(history)).toEqual([]);
    expect(messages([...history, added('20261126190415_new.sql', 3, '2026-11-26T19:04:15Z')])).toEqual([]);
  });

  it('fails a version from after its commit, saying what to rename it to', () => {
    expect(messages([...history, added('20261128000100_later.sql', 3, '2026-11-27T11:00:00Z')])).toEqual([
      '20261128000100_later.sql: version 20261128000100 (2026-11-28 00:01:00 UTC) is later than its commit (c3, 2026-11-27 11:00:00 UTC): ' +
        'a migration written after this one but before then would sort before it, and supabase db push refuses that one on a database ' +
        'that has this one (unless --include-all); rename it to 20261127110000_later.sql.',
    ]);
  });

  it('fails a version lower than one an earlier commit added', () => {
    expect(messages([...history, added('20261126184700_late_branch.sql', 3, '2026-11-27T11:00:00Z')])).toEqual([
      '20261126184700_late_branch.sql: version 20261126184700 is not later than 20261126190414_privacy_requests.sql, which an earlier ' +
        'commit added: supabase db push refuses a migration that sorts before the last one a database has (unless --include-all); ' +
        'rename it to 20261127110000_late_branch.sql.',
    ]);
  });

  it('fails a file not committed yet whose version is later than now', () => {
    const now = '2026-11-27T12:00:00Z';
    const [record] = migrationRecords('supabase/migrations', ['20991231000000_x.sql'], { kind: 'full', origins: new Map(), commits: 3 }, new Date(now));
    expect(record).toEqual({ file: '20991231000000_x.sql', version: '20991231000000', committedAt: new Date(now), commitOrder: 3 });
    expect(messages([...history, record!])).toEqual([
      '20991231000000_x.sql: version 20991231000000 (2099-12-31 00:00:00 UTC) is later than now (2026-11-27 12:00:00 UTC; it is not ' +
        'committed yet): a migration written after this one but before then would sort before it, and supabase db push refuses that ' +
        'one on a database that has this one (unless --include-all); rename it to 20261127120000_x.sql.',
    ]);
  });

  it('fails a name that does not start with a 14-digit UTC second, with or without the history', () => {
    const malformed = ['2026112615300_short.sql', '20261131000000_no_such_day.sql', 'leads.sql', '20261126153003.sql'];
    const expected = malformed.map((file) => expect.stringMatching(new RegExp(`^${file}: is not named <YYYYMMDDHHMMSS>_<name>\\.sql`)));
    expect(messages(malformed.map((file) => added(file, 3, '2026-11-27T11:00:00Z')))).toEqual(expect.arrayContaining(expected));
    expect(messages(malformed.map((file) => ({ file, version: file.replace('.sql', '').split('_')[0] ?? '' })))).toHaveLength(4);
    expect(timeOfVersion('20261126153001')).toEqual(new Date('2026-11-26T15:30:01Z'));
  });

  it('fails two files of one version, even in one commit', () => {
    expect(messages([...history, added('20261126153002_leads_too.sql', 0, '2026-11-26T15:30:55Z')])).toEqual([
      "20261126153002_leads_too.sql: version 20261126153002 is also 20261126153002_leads.sql's, and a database records one migration per version; " +
        'rename it to 20261126153055_leads_too.sql.',
    ]);
  });

  it('checks only the names when the history is unknown (a shallow clone)', () => {
    const records = migrationRecords('supabase/migrations', ['20991231000000_x.sql', 'x.sql'], { kind: 'limited', reason: 'shallow' }, new Date());
    expect(messages(records)).toEqual([expect.stringMatching(/^x\.sql: is not named/)]);
  });
});

describe("the history read from git's log", () => {
  // `git log --reverse --date-order -M90% --name-status -z --format=%x01%h %ct`: an add, a version
  // change git sees as a rename, a squash (its baseline file a new add), a deletion.
  const log = [
    '\x01aaa 1795348813\0\nA\0m/20261122000100_leads.sql\0A\0m/20261122000200_dashboard.sql\0',
    '\x01bbb 1795446816\0\nR100\0m/20261122000100_leads.sql\0m/20261101000000_leads.sql\0',
    '\x01ccc 1795707055\0\nD\0m/20261122000200_dashboard.sql\0A\0m/20261126153005_dashboard_list.sql\0M\0m/20261101000000_leads.sql\0',
  ].join('');

  it('follows a rename to the commit that first added the file, and counts a new file from its own commit', () => {
    const { origins, commits } = parseLog(log);
    expect(commits).toBe(3);
    expect([...origins.keys()].sort()).toEqual(['m/20261101000000_leads.sql', 'm/20261126153005_dashboard_list.sql']);
    expect(origins.get('m/20261101000000_leads.sql')).toEqual({ commit: 'aaa', committedAt: new Date(1795348813 * 1000), commitOrder: 0 });
    expect(origins.get('m/20261126153005_dashboard_list.sql')).toEqual({ commit: 'ccc', committedAt: new Date(1795707055 * 1000), commitOrder: 2 });
  });
});

/**
 * The migration-order rule, over records of what git says about each file (history.ts reads them):
 * versions sort in the order the migrations were written. `supabase db push` refuses a migration
 * whose version sorts before the last one the database has (unless --include-all), so a version
 * lower than an already committed one, or one from the future (which every migration written
 * before that time then sorts before), fails a deploy. docs/decisions/0029-schema-baseline-and-supabase-cli.md
 */

export interface MigrationRecord {
  /** The file's name in supabase/migrations. */
  file: string;
  /** What precedes its first `_`. */
  version: string;
  /** When the commit that first added it (following renames) was made; now for a file not committed yet. Absent when the history is unknown. */
  committedAt?: Date;
  /** That commit's place in the history, oldest first; files added together share it. Absent when the history is unknown. */
  commitOrder?: number;
  /** That commit's short hash; absent for a file not committed yet. */
  commit?: string;
}

export interface Problem {
  file: string;
  message: string;
}

/** The part of a file name before its first `_`: the version `supabase db push` records. */
export function versionOf(file: string): string {
  return file.replace(/\.sql$/, '').split('_')[0] ?? '';
}

/** A version as `supabase migration new` writes it: the UTC time, YYYYMMDDHHMMSS. */
export function versionAt(time: Date): string {
  return time.toISOString().replace(/\D/g, '').slice(0, 14);
}

const UTC_SECOND = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/;

/** The time a version names, or undefined when it is not 14 digits naming a real UTC second. */
export function timeOfVersion(version: string): Date | undefined {
  const parts = UTC_SECOND.exec(version);
  if (!parts) return undefined;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [number, number, number, number, number, number];
  const time = new Date(0);
  time.setUTCFullYear(year, month - 1, day);
  time.setUTCHours(hour, minute, second);
  // Date rolls 20261131 over to December 1st; a version naming no real second is a typo.
  return versionAt(time) === version ? time : undefined;
}

/** A version as a reader says it: 2026-11-26 18:46:36 UTC. */
function readable(version: string): string {
  return version.replace(UTC_SECOND, '$1-$2-$3 $4:$5:$6 UTC');
}

/** The file renamed to `version`, keeping its name after the version. */
function renamed(file: string, version: string): string {
  return `${version}${file.slice(file.indexOf('_'))}`;
}

/**
 * What to rename a file to: its commit's time (now, for a file not committed yet) when that sorts
 * after `floor`, which satisfies both rules; else a version after `floor` (then an earlier file is
 * dated after its own commit, and is reported too).
 */
function advice(record: MigrationRecord, floor: string | undefined): string {
  const at = record.committedAt ? versionAt(record.committedAt) : undefined;
  if (at && (floor === undefined || at > floor)) return `rename it to ${renamed(record.file, at)}`;
  return `give it a new version later than ${floor ?? 'every other'}`;
}

function committedWhen(record: MigrationRecord): string {
  const at = record.committedAt ? readable(versionAt(record.committedAt)) : 'an unknown time';
  return record.commit ? `its commit (${record.commit}, ${at})` : `now (${at}; it is not committed yet)`;
}

/** File names in the order the CLI and the migrator sort them: by code unit, not by locale. */
function byName(a: { file: string }, b: { file: string }): number {
  return a.file < b.file ? -1 : a.file > b.file ? 1 : 0;
}

/** Every problem, one per file and rule, in the files' order. */
export function checkMigrationOrder(records: MigrationRecord[]): Problem[] {
  const problems: Problem[] = [];
  const wellFormed = records.filter((record) => {
    // The CLI skips a file without the `_` (its pattern is <digits>_<name>.sql), so it is an error here.
    if (record.file.includes('_') && timeOfVersion(record.version)) return true;
    problems.push({
      file: record.file,
      message: `is not named <YYYYMMDDHHMMSS>_<name>.sql (its version, "${record.version}", must be the UTC second it was written, as supabase migration new names it); rename it.`,
    });
    return false;
  });

  // Two files of one version: schema_migrations keys on it, so the second would never apply.
  const byOrder = [...wellFormed].sort((a, b) => (a.commitOrder ?? 0) - (b.commitOrder ?? 0) || byName(a, b));
  const firstOf = new Map<string, MigrationRecord>();
  const duplicates = new Set<MigrationRecord>();
  for (const record of byOrder) {
    const first = firstOf.get(record.version);
    if (!first) {
      firstOf.set(record.version, record);
      continue;
    }
    duplicates.add(record);
    const earlier = latestBefore(wellFormed, record)?.version;
    const floor = earlier !== undefined && earlier > record.version ? earlier : record.version;
    problems.push({
      file: record.file,
      message: `version ${record.version} is also ${first.file}'s, and a database records one migration per version; ${advice(record, floor)}.`,
    });
  }

  for (const record of wellFormed) {
    if (duplicates.has(record)) continue;
    if (record.committedAt && record.version > versionAt(record.committedAt)) {
      problems.push({
        file: record.file,
        message:
          `version ${record.version} (${readable(record.version)}) is later than ${committedWhen(record)}: a migration written after this one but before then ` +
          `would sort before it, and supabase db push refuses that one on a database that has this one (unless --include-all); ` +
          `${advice(record, latestBefore(wellFormed, record)?.version)}.`,
      });
      continue;
    }
    const earlier = latestBefore(wellFormed, record);
    if (earlier && record.version <= earlier.version) {
      problems.push({
        file: record.file,
        message:
          `version ${record.version} is not later than ${earlier.file}, which an earlier commit added: supabase db push refuses a migration ` +
          `that sorts before the last one a database has (unless --include-all); ${advice(record, earlier.version)}.`,
      });
    }
  }
  return problems.sort((a, b) => byName(a, b));
}

/** The highest-versioned file of the commits before `record`'s; none when the history is unknown. */
function latestBefore(records: MigrationRecord[], record: MigrationRecord): MigrationRecord | undefined {
  const order = record.commitOrder;
  if (order === undefined) return undefined;
  let latest: MigrationRecord | undefined;
  for (const other of records) {
    if (other.commitOrder === undefined || other.commitOrder >= order) continue;
    if (!latest || other.version > latest.version) latest = other;
  }
  return latest;
}

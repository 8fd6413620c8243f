/**
 * What git says about each migration file: the commit that first added it, following renames, and
 * that commit's time and place in the history; the records check.ts judges. One `git log` over the
 * folder, oldest commit first, instead of one `git log --follow` per file.
 */
import { execFileSync } from 'node:child_process';
import { versionOf, type MigrationRecord } from './check';

export interface Origin {
  commit: string;
  committedAt: Date;
  commitOrder: number;
}

export type History =
  /** Where each path of the folder that HEAD has was first added, and how many commits touched the folder. */
  | { kind: 'full'; origins: Map<string, Origin>; commits: number }
  /** No history to judge by (a shallow clone, no git): only the names can be checked. */
  | { kind: 'limited'; reason: string };

// A rename keeping at least 90% of the file is the same migration under a new version. Below that it
// is a new migration: the squash's baseline files, which git's default 50% takes for renames of
// the old files they replaced (56% and 68%), were written when the squash was.
const SAME_MIGRATION = '-M90%';

/** Reads `git log --reverse --date-order --name-status -z --format=%x01%h %ct`: the origin of every path still there at the end. */
export function parseLog(log: string): { origins: Map<string, Origin>; commits: number } {
  const origins = new Map<string, Origin>();
  const chunks = log.split('\x01').filter((chunk) => chunk.trim());
  chunks.forEach((chunk, commitOrder) => {
    const [header = '', ...fields] = chunk.split('\0').map((field) => field.replace(/^\n/, ''));
    const [commit = '', seconds = '0'] = header.split(' ');
    const origin: Origin = { commit, committedAt: new Date(Number(seconds) * 1000), commitOrder };
    const entries = fields.filter(Boolean);
    for (let at = 0; at < entries.length;) {
      const status = entries[at] ?? '';
      if (status.startsWith('R') || status.startsWith('C')) {
        const [from = '', to = ''] = [entries[at + 1], entries[at + 2]];
        // A copy (only with -C) is a new file; a rename carries the file's origin along.
        const carried = status.startsWith('R') ? origins.get(from) : undefined;
        if (status.startsWith('R')) origins.delete(from);
        origins.set(to, carried ?? origin);
        at += 3;
        continue;
      }
      const path = entries[at + 1] ?? '';
      // Added twice (on two branches) counts from the older; deleted and added again, from the new add.
      if (status === 'A' && !origins.has(path)) origins.set(path, origin);
      if (status === 'D') origins.delete(path);
      at += 2;
    }
  });
  return { origins, commits: chunks.length };
}

function git(root: string, args: string[]): string {
  return execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The history of `dir` (relative to `root`), or why it cannot be read. */
export function readHistory(root: string, dir: string): History {
  let shallow: string;
  try {
    shallow = git(root, ['rev-parse', '--is-shallow-repository']).trim();
  } catch (error) {
    const reason = error instanceof Error && 'code' in error && error.code === 'ENOENT' ? 'git is not installed' : 'this is not a git checkout';
    return { kind: 'limited', reason };
  }
  if (shallow === 'true') return { kind: 'limited', reason: 'this is a shallow clone (git fetch --unshallow fetches the rest)' };
  // log.follow would turn on --follow for the one pathspec; the other options keep the output parseable.
  const args = [
    '-c',
    'log.follow=false',
    'log',
    '--reverse',
    '--date-order',
    SAME_MIGRATION,
    '--name-status',
    '-z',
    '--relative',
    '--no-color',
    '--no-show-signature',
    '--format=%x01%h %ct',
    '--',
    dir,
  ];
  try {
    return { kind: 'full', ...parseLog(git(root, args)) };
  } catch {
    // A repository without a commit yet, for one.
    return { kind: 'limited', reason: 'git log could not read the history' };
  }
}

/** One record per file of `dir`: a file HEAD does not have (untracked, or only staged) counts as committed `now`. */
export function migrationRecords(dir: string, files: string[], history: History, now: Date): MigrationRecord[] {
  return files.map((file) => {
    const version = versionOf(file);
    if (history.kind === 'limited') return { file, version };
    const origin = history.origins.get(`${dir}/${file}`);
    if (!origin) return { file, version, committedAt: now, commitOrder: history.commits };
    return { file, version, committedAt: origin.committedAt, commitOrder: origin.commitOrder, commit: origin.commit };
  });
}

/**
 * The Node versions package.json's `engines.node` promises must be versions every installed
 * package accepts (its own `engines.node` in package-lock.json), and README.md must name the same
 * oldest version: unpdf needs Node 22 while both still said 20.19 (issue 60). Ranges are read by a
 * small reader of npm's range syntax, as far as the lock file uses it (comparators, ^, ~, x and *
 * wildcards, partial versions, spaces and ||); a form it does not know is reported, not guessed.
 */

/** A version as one number (major, minor and patch each below 1000); half-open intervals of them. */
type Interval = [from: number, to: number];
const END = Number.MAX_SAFE_INTEGER;
const at = (major: number, minor = 0, patch = 0) => major * 1e6 + minor * 1e3 + patch;

/** A version, possibly partial (`20`, `20.x`, `v12.22.7`): its parts, wildcards left out. */
function partsOf(text: string): number[] {
  const match = /^v?(\d+|[x*])(?:\.(\d+|[x*]))?(?:\.(\d+|[x*]))?$/i.exec(text);
  if (!match) throw new Error(`cannot read the version "${text}"`);
  const parts: number[] = [];
  for (const part of match.slice(1)) {
    if (part === undefined || !/^\d+$/.test(part)) break;
    parts.push(Number(part));
  }
  return parts;
}

/** The versions a partial version stands for: `20` is 20.0.0 up to 21.0.0. */
function spanOf(parts: number[]): Interval {
  const [major = 0, minor = 0, patch = 0] = parts;
  if (parts.length === 0) return [0, END];
  if (parts.length === 1) return [at(major), at(major + 1)];
  if (parts.length === 2) return [at(major, minor), at(major, minor + 1)];
  return [at(major, minor, patch), at(major, minor, patch) + 1];
}

function comparator(text: string): Interval {
  const match = /^(>=|<=|>|<|=|\^|~)?(.*)$/.exec(text)!;
  const operator = match[1] ?? '';
  const parts = partsOf(match[2] || '*');
  const [from, to] = spanOf(parts);
  const [major = 0, minor = 0] = parts;
  switch (operator) {
    case '>=':
      return [from, END];
    case '>':
      return [to, END];
    case '<':
      return [0, from];
    case '<=':
      return [0, to];
    case '^':
      if (major > 0 || parts.length === 1) return [from, at(major + 1)];
      return [from, parts.length === 2 || minor > 0 ? at(0, minor + 1) : to];
    case '~':
      return [from, parts.length === 1 ? at(major + 1) : at(major, minor + 1)];
    default:
      return [from, to];
  }
}

/** The versions an npm range accepts, as sorted, merged intervals. */
export function versionsOf(range: string): Interval[] {
  const intervals = range.split('||').map((alternative) => {
    const comparators = alternative
      .trim()
      .replace(/(>=|<=|>|<|=|\^|~)\s+/g, '$1')
      .split(/\s+/)
      .filter(Boolean);
    return (comparators.length ? comparators : ['*']).map(comparator).reduce<Interval>(([a, b], [c, d]) => [Math.max(a, c), Math.min(b, d)], [0, END]);
  });
  const merged: Interval[] = [];
  for (const [from, to] of intervals.filter(([from, to]) => from < to).sort((a, b) => a[0] - b[0])) {
    const last = merged.at(-1);
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** Whether every version `range` accepts is one `accepted` accepts too. */
export function rangeWithin(range: string, accepted: string): boolean {
  const outer = versionsOf(accepted);
  return versionsOf(range).every(([from, to]) => outer.some(([start, end]) => start <= from && to <= end));
}

interface LockFile {
  packages: Record<string, { engines?: unknown }>;
}

/** What is wrong with the project's Node range against the lock file and the README; empty when nothing. */
export function nodeEngineProblems(packageJson: { engines?: { node?: string } }, lock: LockFile, readme: string): string[] {
  const ours = packageJson.engines?.node;
  if (!ours) return ['package.json names no engines.node range.'];
  const problems: string[] = [];
  for (const [path, entry] of Object.entries(lock.packages)) {
    const engines = entry.engines;
    const theirs = typeof engines === 'object' && engines !== null && !Array.isArray(engines) ? (engines as { node?: unknown }).node : undefined;
    if (!path || typeof theirs !== 'string') continue;
    const name = path.replace(/^.*node_modules\//, '');
    try {
      if (!rangeWithin(ours, theirs)) problems.push(`package.json's engines.node "${ours}" allows Node versions ${name} does not ("${theirs}").`);
    } catch (error) {
      problems.push(`${name}'s engines.node "${theirs}": ${error instanceof Error ? error.message : String(error)}.`);
    }
  }
  const oldest = versionsOf(ours)[0]?.[0] ?? 0;
  const stated = /\bNode (\d+(?:\.\d+){0,2}) or newer\b/.exec(readme)?.[1];
  if (!stated || spanOf(partsOf(stated))[0] !== oldest) {
    problems.push(`README.md must say "Node <version> or newer" with the oldest version engines.node "${ours}" allows (it says ${stated ?? 'none'}).`);
  }
  return [...new Set(problems)];
}

/**
 * What the advisors' findings mean for `npm test` (docs/decisions/0028-supabase-advisors-in-the-test-run.md):
 * any ERROR fails; a WARN fails unless supabase/advisors-allowlist.json keeps it by its cache_key,
 * with the reason the design keeps it; an INFO is counted and shown, never fails.
 */

/** One finding, as `supabase db advisors` prints it (splinter's columns). */
export interface AdvisorLint {
  name: string;
  title: string;
  level: 'ERROR' | 'WARN' | 'INFO';
  facing: string;
  categories: string[];
  description: string;
  detail: string;
  remediation: string;
  metadata?: Record<string, unknown> | null;
  cache_key: string;
}

/** A WARN the design keeps: its cache_key, its lint, and why. */
export interface AllowedWarning {
  cache_key: string;
  lint: string;
  reason: string;
}

export interface Allowlist {
  allowed: AllowedWarning[];
}

export interface AdvisorVerdict {
  ok: boolean;
  counts: Record<AdvisorLint['level'], number>;
  /** Findings per level and lint, most severe first. */
  byLint: { level: AdvisorLint['level']; name: string; count: number }[];
  /** Every ERROR, and every WARN the allowlist does not keep. */
  failures: AdvisorLint[];
  /** The WARNs the allowlist keeps. */
  allowed: AdvisorLint[];
  /** Allowlist entries nothing matched any more (a function or policy that is gone): to remove. */
  stale: AllowedWarning[];
}

const LEVELS: AdvisorLint['level'][] = ['ERROR', 'WARN', 'INFO'];

/** Checks the allowlist's shape, so a typo in it fails loudly instead of keeping nothing. */
export function parseAllowlist(json: unknown): Allowlist {
  const allowed = (json as { allowed?: unknown } | null)?.allowed;
  if (!Array.isArray(allowed)) throw new Error('The advisors allowlist needs an "allowed" array.');
  for (const entry of allowed as Partial<AllowedWarning>[]) {
    for (const field of ['cache_key', 'lint', 'reason'] as const) {
      if (typeof entry?.[field] !== 'string' || !entry[field]!.trim())
        throw new Error(`An advisors allowlist entry lacks its ${field}: ${JSON.stringify(entry)}`);
    }
  }
  return { allowed: allowed as AllowedWarning[] };
}

export function judgeAdvisors(lints: AdvisorLint[], allowlist: Allowlist): AdvisorVerdict {
  const keep = new Map(allowlist.allowed.map((entry) => [entry.cache_key, entry]));
  const counts: AdvisorVerdict['counts'] = { ERROR: 0, WARN: 0, INFO: 0 };
  const perLint = new Map<string, { level: AdvisorLint['level']; name: string; count: number }>();
  const failures: AdvisorLint[] = [];
  const allowed: AdvisorLint[] = [];
  const matched = new Set<string>();
  for (const lint of lints) {
    // A level the policy does not know is treated as the worst.
    const level = LEVELS.includes(lint.level) ? lint.level : 'ERROR';
    counts[level] += 1;
    const key = `${level} ${lint.name}`;
    const entry = perLint.get(key) ?? { level, name: lint.name, count: 0 };
    entry.count += 1;
    perLint.set(key, entry);
    if (level === 'ERROR') failures.push(lint);
    else if (level === 'WARN') {
      const kept = keep.get(lint.cache_key);
      // Kept by its key and for its own lint: a key reused by another lint is not the same finding.
      if (kept && kept.lint === lint.name) {
        allowed.push(lint);
        matched.add(lint.cache_key);
      } else failures.push(lint);
    }
  }
  const byLint = [...perLint.values()].sort((a, b) => LEVELS.indexOf(a.level) - LEVELS.indexOf(b.level) || b.count - a.count || a.name.localeCompare(b.name));
  const stale = allowlist.allowed.filter((entry) => !matched.has(entry.cache_key));
  return { ok: failures.length === 0, counts, byLint, failures, allowed, stale };
}

/** The report `npm run db:advisors` prints. */
export function formatVerdict(verdict: AdvisorVerdict): string {
  const { counts } = verdict;
  const lines = [
    `Supabase advisors: ${counts.ERROR} ERROR, ${counts.WARN} WARN (${verdict.allowed.length} kept by supabase/advisors-allowlist.json), ${counts.INFO} INFO`,
  ];
  for (const { level, name, count } of verdict.byLint) lines.push(`  ${level.padEnd(5)} ${String(count).padStart(3)}  ${name}`);
  if (verdict.stale.length) {
    lines.push(`Allowlist entries that matched nothing (remove them from supabase/advisors-allowlist.json):`);
    for (const entry of verdict.stale) lines.push(`  ${entry.cache_key}`);
  }
  if (verdict.failures.length) {
    lines.push(
      `FAILED: ${verdict.failures.length} finding(s) the design does not keep. Fix each, or keep a WARN with its reason in supabase/advisors-allowlist.json and decision 0028:`,
    );
    for (const lint of verdict.failures)
      lines.push(`  ${lint.level} ${lint.name}: ${lint.detail}`, `    cache_key: ${lint.cache_key}`, `    ${lint.remediation}`);
  }
  return lines.join('\n');
}

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatVerdict, judgeAdvisors, parseAllowlist, type AdvisorLint, type Allowlist } from '../../scripts/advisors/policy';

/**
 * What `npm run db:advisors` decides (docs/decisions/0028-supabase-advisors-in-the-test-run.md),
 * on real findings: `supabase db advisors --type all` (CLI 2.117.0) and the script's lints 0028 and
 * 0029, on the schema of commit 92580ab (before issue 37), captured with ADVISORS_JSON=1.
 */
const captured = JSON.parse(readFileSync('tests/unit/fixtures/supabase-advisors-92580ab.json', 'utf8')) as AdvisorLint[];
const warnings = captured.filter((lint) => lint.level === 'WARN');
const keepAll: Allowlist = { allowed: warnings.map((lint) => ({ cache_key: lint.cache_key, lint: lint.name, reason: 'kept on purpose' })) };

describe('the advisors decide the run', () => {
  it('reads the captured findings: no ERROR, the kept WARNs, the INFOs', () => {
    const verdict = judgeAdvisors(captured, keepAll);
    expect(verdict.counts).toEqual({ ERROR: 0, WARN: 22, INFO: 31 });
    expect(verdict.byLint).toEqual([
      { level: 'WARN', name: 'anon_security_definer_function_executable', count: 20 },
      { level: 'WARN', name: 'rls_policy_always_true', count: 2 },
      { level: 'INFO', name: 'unused_index', count: 29 },
      { level: 'INFO', name: 'rls_enabled_no_policy', count: 1 },
      { level: 'INFO', name: 'unindexed_foreign_keys', count: 1 },
    ]);
  });

  it('passes when every WARN is kept by its cache_key, whatever the INFOs say', () => {
    const verdict = judgeAdvisors(captured, keepAll);
    expect(verdict.ok).toBe(true);
    expect(verdict.failures).toEqual([]);
    expect(verdict.allowed).toHaveLength(22);
    expect(verdict.stale).toEqual([]);
  });

  it('fails on a WARN the allowlist does not keep, and names it', () => {
    const policy = warnings.find((lint) => lint.name === 'rls_policy_always_true')!;
    const verdict = judgeAdvisors(captured, { allowed: keepAll.allowed.filter((entry) => entry.cache_key !== policy.cache_key) });
    expect(verdict.ok).toBe(false);
    expect(verdict.failures).toEqual([policy]);
    expect(formatVerdict(verdict)).toContain(`WARN rls_policy_always_true: ${policy.detail}`);
    expect(formatVerdict(verdict)).toContain(`cache_key: ${policy.cache_key}`);
  });

  it('fails on a new WARN, such as a SECURITY DEFINER function a migration grants to anon', () => {
    const template = warnings.find((lint) => lint.name === 'anon_security_definer_function_executable')!;
    const added = { ...template, cache_key: 'anon_security_definer_function_executable_public_new_function_', detail: 'new_function()' };
    const verdict = judgeAdvisors([...captured, added], keepAll);
    expect(verdict.ok).toBe(false);
    expect(verdict.failures).toEqual([added]);
  });

  it('fails on any ERROR, even one whose cache_key is on the allowlist', () => {
    const error: AdvisorLint = { ...warnings[0]!, name: 'rls_disabled_in_public', level: 'ERROR', cache_key: 'rls_disabled_in_public_public_leads' };
    const verdict = judgeAdvisors([...captured, error], { allowed: [...keepAll.allowed, { cache_key: error.cache_key, lint: error.name, reason: 'no' }] });
    expect(verdict.ok).toBe(false);
    expect(verdict.failures).toEqual([error]);
    expect(verdict.counts.ERROR).toBe(1);
  });

  it('treats a level it does not know as an ERROR', () => {
    // As the CLI's JSON reaches the policy (run.ts parses it): whatever level it printed.
    const odd: AdvisorLint = JSON.parse(JSON.stringify({ ...warnings[0]!, level: 'CRITICAL' }));
    expect(judgeAdvisors([odd], keepAll).ok).toBe(false);
  });

  it('keeps a WARN only for its own lint', () => {
    const [first] = warnings;
    const verdict = judgeAdvisors([first!], { allowed: [{ cache_key: first!.cache_key, lint: 'some_other_lint', reason: 'wrong lint' }] });
    expect(verdict.ok).toBe(false);
  });

  it('reports allowlist entries that match nothing any more, without failing', () => {
    const gone = {
      cache_key: 'anon_security_definer_function_executable_public_dropped_',
      lint: 'anon_security_definer_function_executable',
      reason: 'was kept',
    };
    const verdict = judgeAdvisors(captured, { allowed: [...keepAll.allowed, gone] });
    expect(verdict.ok).toBe(true);
    expect(verdict.stale).toEqual([gone]);
    expect(formatVerdict(verdict)).toContain(gone.cache_key);
  });

  it('refuses an allowlist entry without its reason', () => {
    expect(() => parseAllowlist({ allowed: [{ cache_key: 'x', lint: 'y' }] })).toThrow(/lacks its reason/);
    expect(() => parseAllowlist({ allowed: [{ cache_key: 'x', lint: 'y', reason: '  ' }] })).toThrow(/lacks its reason/);
    expect(() => parseAllowlist({})).toThrow(/"allowed" array/);
  });

  it('the checked-in allowlist gives a reason for every WARN it keeps', () => {
    const allowlist = parseAllowlist(JSON.parse(readFileSync('supabase/advisors-allowlist.json', 'utf8')));
    expect(allowlist.allowed.length).toBeGreaterThan(0);
    expect(new Set(allowlist.allowed.map((entry) => entry.cache_key)).size).toBe(allowlist.allowed.length);
    for (const entry of allowlist.allowed) expect(entry.cache_key.startsWith(entry.lint), entry.cache_key).toBe(true);
  });
});

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { emptyReportSchedule, reportScheduleSchema } from '@/features/weekly-reports/lib/report-schedule';
import { codeDefaults, envExampleProblems } from '../../scripts/docs-check/env-example';
import { nodeEngineProblems, rangeWithin, versionsOf } from '../../scripts/docs-check/node-engines';

describe('the Node range check (scripts/docs-check/node-engines.ts)', () => {
  it('reads the range forms the lock file uses', () => {
    expect(versionsOf('>=22')).toEqual([[22_000_000, Number.MAX_SAFE_INTEGER]]);
    expect(versionsOf('^20.19.0 || ^22.12.0 || >=24.0.0')).toEqual([
      [20_019_000, 21_000_000],
      [22_012_000, 23_000_000],
      [24_000_000, Number.MAX_SAFE_INTEGER],
    ]);
    expect(versionsOf('>=16 || 14 >=14.17')).toEqual([
      [14_017_000, 15_000_000],
      [16_000_000, Number.MAX_SAFE_INTEGER],
    ]);
    expect(versionsOf('6.* || 8.* || >= 10.*')[0]).toEqual([6_000_000, 7_000_000]);
    expect(versionsOf('>=v12.22.7')).toEqual([[12_022_007, Number.MAX_SAFE_INTEGER]]);
    expect(versionsOf('^0.2.3')).toEqual([[2_003, 3_000]]);
    expect(() => versionsOf('>=latest')).toThrow('cannot read the version "latest"');
  });

  it('accepts a range only inside every other', () => {
    expect(rangeWithin('^22.13.0 || >=24', '^20.19.0 || ^22.13.0 || >=24.0.0')).toBe(true);
    expect(rangeWithin('^22.13.0 || >=24', '>=22')).toBe(true);
    expect(rangeWithin('>=20.19', '>=22')).toBe(false);
    expect(rangeWithin('>=22', '^20.19.0 || ^22.12.0 || >=24.0.0')).toBe(false);
  });

  it('names the package whose range the project overreaches, and a README that states another oldest version', () => {
    const lock = {
      packages: { '': { engines: { node: '>=20.19' } }, 'node_modules/unpdf': { engines: { node: '>=22' } }, 'node_modules/old': { engines: ['node >= 0.4'] } },
    };
    expect(nodeEngineProblems({ engines: { node: '>=20.19' } }, lock, 'Node 20.19 or newer.')).toEqual([
      'package.json\'s engines.node ">=20.19" allows Node versions unpdf does not (">=22").',
    ]);
    expect(nodeEngineProblems({ engines: { node: '>=22' } }, lock, 'Node 20.19 or newer.')).toEqual([
      'README.md must say "Node <version> or newer" with the oldest version engines.node ">=22" allows (it says 20.19).',
    ]);
  });
});

describe('the .env.example check (scripts/docs-check/env-example.ts)', () => {
  const code = [
    { file: 'scripts/test-stack.ts', text: "sitePort: portFrom('E2E_PORT', 4183)," },
    {
      file: 'src/lib/site-url.ts',
      text: "const DEFAULT_SITE_URL = 'https://example.com';\nexport const siteUrl = import.meta.env.VITE_SITE_URL || DEFAULT_SITE_URL;",
    },
    { file: 'http.ts', text: "const header = env.get('CLIENT_ADDRESS_HEADER')?.trim().toLowerCase() || 'x-real-ip';" },
    { file: 'backend.ts', text: "trustLocalProxy: env.LOCAL_TRUSTED_PROXY === 'true',\nexport const DEFAULT_DASHBOARD_PASSWORD = 'local-pass';" },
    { file: 'cli.ts', text: 'dashboardPassword: process.env.DASHBOARD_PASSWORD || undefined, timeout: Number(env.get("TIMEOUT_MS") ?? 8_000)' },
  ];

  it("finds the code's defaults where it reads each variable", () => {
    expect(codeDefaults('E2E_PORT', code)).toEqual(['4183']);
    expect(codeDefaults('VITE_SITE_URL', code)).toEqual(['https://example.com']);
    expect(codeDefaults('CLIENT_ADDRESS_HEADER', code)).toEqual(['x-real-ip']);
    expect(codeDefaults('LOCAL_TRUSTED_PROXY', code)).toEqual(['false']);
    expect(codeDefaults('DASHBOARD_PASSWORD', code)).toEqual(['local-pass']);
    expect(codeDefaults('TIMEOUT_MS', code)).toEqual(['8000']);
  });

  it('reports a value that is not the default, a variable nothing reads, and a value with no default to compare', () => {
    const example = [
      '# comment',
      'E2E_PORT=4173',
      'VITE_SITE_URL=https://example.com',
      'NOBODY_READS=1',
      'E2E_WORKERS=',
      'DASHBOARD_PASSWORD=local-pass',
      'CLIENT_ADDRESS_HEADER=x-forwarded-for',
    ].join('\n');
    expect(envExampleProblems(example, [...code, { file: 'p.ts', text: 'Number(process.env.E2E_WORKERS) || 2; process.env.ODD' }])).toEqual([
      { line: 2, message: "E2E_PORT=4173, but the code's default is 4183." },
      { line: 4, message: 'NOBODY_READS is read nowhere in the code: drop it, or read it.' },
      { line: 7, message: "CLIENT_ADDRESS_HEADER=x-forwarded-for, but the code's default is x-real-ip." },
    ]);
    expect(envExampleProblems('ODD=1', [{ file: 'p.ts', text: 'process.env.ODD' }])).toEqual([
      { line: 1, message: 'ODD=1: the check finds no default for it in the code; leave it empty, or give it one.' },
    ]);
  });
});

describe("the README's weekly-report walkthrough", () => {
  /** The words the walkthrough uses for each field the form requires. */
  const WORDS: Record<string, string> = {
    fullName: 'full name',
    email: 'e-mail',
    phone: 'phone',
    companyName: 'company name',
    websiteUrl: 'website',
    consent: 'consent box',
  };

  it('names every field the scheduler requires', () => {
    const empty = reportScheduleSchema.safeParse(emptyReportSchedule());
    const required = [...new Set((empty.error?.issues ?? []).map((issue) => String(issue.path[0])))].sort();
    expect(required).toEqual(Object.keys(WORDS).sort());
    const readme = readFileSync('README.md', 'utf8');
    const step = /\*\*Schedule weekly reports\*\*:([\s\S]*?)\n\s+3\./.exec(readme)?.[1] ?? '';
    for (const words of Object.values(WORDS)) expect(step, words).toContain(words);
  });
});

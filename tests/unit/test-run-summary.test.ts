import { describe, expect, it } from 'vitest';
import { fileTimesOf } from '../../scripts/test-run/reports';
import { formatSummary, parseSetupTimes } from '../../scripts/test-run/summary';

describe("npm test's closing table", () => {
  it("keeps the file times our Vitest reporter wrote as they are", () => {
    const files = [{ suite: 'unit', file: 'tests/unit/a.test.ts', seconds: 2.5, tests: 3, failed: 1, skipped: 1 }];
    expect(fileTimesOf('unit', { files })).toEqual(files);
  });

  it("adds up a Playwright file's test durations across nested describe blocks", () => {
    const report = {
      suites: [
        {
          file: 'dashboard.spec.ts',
          specs: [{ tests: [{ status: 'expected', results: [{ duration: 1_500 }] }] }],
          suites: [{ file: 'dashboard.spec.ts', specs: [{ tests: [{ status: 'unexpected', results: [{ duration: 500 }] }, { status: 'skipped', results: [] }] }] }],
        },
      ],
    };
    expect(fileTimesOf('e2e', report)).toEqual([{ suite: 'e2e', file: 'e2e/dashboard.spec.ts', seconds: 2, tests: 3, failed: 1, skipped: 1 }]);
  });

  it('takes the set-up times .ci/run hands over and ignores what is not a time', () => {
    expect(parseSetupTimes('apt-get=12.5,npm ci=61,broken,x=abc')).toEqual([
      { name: 'apt-get', seconds: 12.5 },
      { name: 'npm ci', seconds: 61 },
    ]);
    expect(parseSetupTimes(undefined)).toEqual([]);
  });

  it('prints phases, tasks, the ten slowest files and the closing count line', () => {
    const files = Array.from({ length: 12 }, (_, index) => ({ suite: 'e2e', file: `e2e/f${index}.spec.ts`, seconds: index, tests: 2, failed: index === 11 ? 1 : 0, skipped: 0 }));
    const text = formatSummary({
      setup: [{ name: 'npm ci', seconds: 60 }],
      phases: [
        { name: 'checks', seconds: 40, tasks: [{ task: 'lint', seconds: 40, ok: true }, { task: 'typecheck', seconds: 20, ok: false }] },
        { name: 'e2e', seconds: 300, tasks: [{ task: 'test:e2e', seconds: 300, ok: true }] },
      ],
      totalSeconds: 340,
      files,
      cores: 2,
      failed: 'checks (typecheck)',
    });
    expect(text).toContain('Test run on 2 cores: FAILED in checks (typecheck)');
    expect(text).toMatch(/typecheck \(failed\)\s+20\.0 s/);
    expect(text).toMatch(/npm test\s+5\.7 min/);
    expect(text).toMatch(/with the set-up\s+6\.7 min/);
    expect(text).toContain('e2e/f11.spec.ts');
    expect(text).not.toContain('e2e/f1.spec.ts ');
    expect(text.trim().split('\n').at(-1)).toBe('23 passed, 1 failed, 0 skipped');
  });
});

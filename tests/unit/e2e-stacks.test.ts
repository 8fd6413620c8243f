import { describe, expect, it } from 'vitest';
import { neededStacks, playwrightTestArguments } from '../../scripts/test-run/e2e-stacks';

const e2e = '/repo/e2e';
const specs = [`${e2e}/dashboard.spec.ts`, `${e2e}/keyboard.mobile.spec.ts`, `${e2e}/weekly-reports.spec.ts`, `${e2e}/dev/journeys.spec.ts`];
const needs = (...args: string[]) => neededStacks(args, specs, `${e2e}/dev`, /weekly-reports\.spec\.ts$/);

describe('the stacks a playwright test command needs', () => {
  it('starts both for the whole suite', () => {
    expect(needs()).toEqual({ built: true, clock: true, dev: true });
    expect(needs('--workers', '2', '--reporter=list')).toEqual({ built: true, clock: true, dev: true });
  });

  it('starts only the dev server for the dev project, and only the built site for the others', () => {
    expect(needs('--project=dev')).toEqual({ built: false, clock: false, dev: true });
    expect(needs('--project', 'desktop', 'mobile')).toEqual({ built: true, clock: false, dev: false });
    expect(needs('--project=desk*')).toEqual({ built: true, clock: false, dev: false });
    expect(needs('--project=clock')).toEqual({ built: false, clock: true, dev: false });
  });

  it('follows file filters as Playwright reads them (regular expressions, :line allowed)', () => {
    expect(needs('e2e/dashboard.spec.ts:40')).toEqual({ built: true, clock: false, dev: false });
    // The clock's spec needs only its own stack, and the other specs none of it.
    expect(needs('weekly-reports')).toEqual({ built: false, clock: true, dev: false });
    expect(needs('journeys')).toEqual({ built: false, clock: false, dev: true });
    expect(needs('spec')).toEqual({ built: true, clock: true, dev: true });
    // A value of an option is no filter.
    expect(needs('-g', 'journeys', 'dashboard')).toEqual({ built: true, clock: false, dev: false });
    // A project with no matching file needs nothing.
    expect(needs('--project=dev', 'dashboard')).toEqual({ built: false, clock: false, dev: false });
    expect(needs('--project=desktop', 'weekly-reports')).toEqual({ built: false, clock: false, dev: false });
  });

  it('starts both when the files depend on git or the last run', () => {
    expect(needs('--only-changed', 'main')).toEqual({ built: true, clock: true, dev: true });
    expect(needs('--last-failed')).toEqual({ built: true, clock: true, dev: true });
  });

  it('reads the arguments after `test` only', () => {
    expect(playwrightTestArguments(['node', '/x/playwright', 'test', '--project=dev'])).toEqual(['--project=dev']);
    expect(playwrightTestArguments(['node', '/x/worker.js'])).toEqual([]);
  });
});

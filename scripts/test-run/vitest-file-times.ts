/**
 * A Vitest reporter that writes each test file's time and outcomes as JSON (the `files` shape of
 * scripts/test-run/reports.ts). Vitest's own JSON report times only a file's tests; this counts what
 * the file really costs: its environment, set-up, import and tests.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';
import type { FileTime } from './reports';

export class VitestFileTimes implements Reporter {
  private readonly files: FileTime[] = [];

  constructor(
    private readonly suite: string,
    private readonly outputFile: string,
  ) {}

  onTestModuleEnd(module: TestModule): void {
    const timing = module.diagnostic();
    const states = [...module.children.allTests()].map((test) => test.result().state);
    this.files.push({
      suite: this.suite,
      file: relative(process.cwd(), module.moduleId),
      seconds: (timing.environmentSetupDuration + timing.prepareDuration + timing.collectDuration + timing.setupDuration + timing.duration) / 1000,
      tests: states.length,
      failed: states.filter((state) => state === 'failed').length,
      skipped: states.filter((state) => state === 'skipped' || state === 'pending').length,
    });
  }

  onTestRunEnd(): void {
    mkdirSync(dirname(this.outputFile), { recursive: true });
    writeFileSync(this.outputFile, JSON.stringify({ files: this.files }));
  }
}

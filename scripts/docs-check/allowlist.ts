/**
 * Cited paths the check accepts although they are not in the repository, each with its reason.
 * Keep it short: a path that moved is fixed where it is cited, not listed here.
 */

/** Folders a build, a run or the package manager makes, which git ignores: a citation under them names output, not source. */
export const GENERATED_PREFIXES: readonly { prefix: string; reason: string }[] = [
  { prefix: 'dist/', reason: '`npm run build` writes it' },
  { prefix: 'dist-e2e/', reason: '`npm run build:e2e` writes it' },
  { prefix: '.data/', reason: "the local backend's PGlite data folder" },
  { prefix: '.tmp/', reason: "the benchmarks' traces and scratch files" },
  { prefix: 'node_modules/', reason: 'npm install writes it' },
];

/** Files that are gone and still named on purpose: as what replaced them, or in a record that is history. */
export const FORMER_FILES: readonly { path: string; reason: string }[] = [
  ...['e2e/site-hygiene.spec.ts', 'e2e/prerender.spec.ts', 'e2e/budgets.spec.ts', 'e2e/crawl.spec.ts'].map((path) => ({
    path,
    reason: 'replaced by tests/site/ (decision 0023); docs/test-inventory.md and decisions 0004 and 0020 name it as what was replaced',
  })),
  {
    path: 'e2e/overflow-opened.spec.ts',
    reason: 'folded into the per-template page checks (commit 4e45d48); named by decision 0022, whose phases 0023 superseded',
  },
];

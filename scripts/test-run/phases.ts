/**
 * What `npm test` runs, in order (docs/decisions/0023-test-run-in-twelve-minutes.md). The tasks of
 * one phase run side by side; a phase starts when the one before it has passed.
 * Phases that share the machine well go together: the checks are mostly single-threaded, the
 * integration suites mostly wait on their databases, and the end-to-end run wants both cores.
 */
export interface Phase {
  name: string;
  /** npm scripts, run side by side. */
  tasks: string[];
}

export const phases: Phase[] = [
  { name: 'checks', tasks: ['typecheck', 'db:types:check', 'lint', 'test:functions'] },
  // Not beside the checks: both are CPU-bound, and together they took as long as one after the other (128 s against 130 s, decision 0059).
  { name: 'unit', tasks: ['test:unit'] },
  // db:advisors: Supabase's advisors on a freshly migrated database of the same Postgres server (decision 0028).
  // db:schema:check: the real `supabase db push` and `db lint` there, the local migrator compared
  // with it, and supabase/schema.sql (decision 0029).
  // test:platform: the hosted path (pg_cron, pg_net, Vault, the functions under Deno) on that server (decision 0043).
  { name: 'backend', tasks: ['test:integration', 'test:integration:postgres', 'test:platform', 'db:advisors', 'db:schema:check', 'build:e2e'] },
  { name: 'site', tasks: ['test:site'] },
  { name: 'e2e', tasks: ['test:e2e'] },
];

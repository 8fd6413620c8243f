import { describe, expect, it } from 'vitest';
import { compareDeploySteps } from '../../scripts/deploy-steps/compare';
import { deployStepsInReadme, readReadmeDeploySteps } from '../../scripts/deploy-steps/readme';
import { deployStepsInRepository, readRepositoryDeploySteps, type RepositoryFiles } from '../../scripts/deploy-steps/repository';

const JOBS = [
  '| `lead-sender` | `* * * * *` (every minute) | `lead-sender`: retries | `{}` |',
  '| `morning` | `*/5 15-19 * * 1-5` | `lead-sender`: the morning e-mail | `{"only":"morning"}` |',
  '| `weekly-job` | `*/15 * * * *` | `weekly-job` | `{}` |',
];

/** A made-up README: its deploy section as the real one words it, and a later section that must not be read. */
function readme({ deploy = 'supabase functions deploy lead-sender weekly-job', jobs = JOBS, secrets = ['project_url', 'service_role_key'] } = {}): string {
  return [
    '# Project',
    '## Deploying',
    '- **Backend:**',
    '  1. Add these Vault secrets:',
    '',
    '     | Vault secret | value |',
    '     | --- | --- |',
    ...secrets.map((name) => `     | \`${name}\` | \`https://<ref>.supabase.co\` |`),
    '',
    `  3. Then \`${deploy}\`; an old project can run \`supabase functions delete old-sender\`.`,
    '  5. Check: `select jobname, schedule from cron.job` lists exactly these jobs:',
    '',
    '     | cron job | schedule | calls | body |',
    '     | --- | --- | --- | --- |',
    ...jobs.map((row) => `     ${row}`),
    '',
    '## Later',
    '`supabase functions deploy elsewhere`',
    '',
    '| cron job | schedule | calls | body |',
    '| --- | --- | --- | --- |',
    '| `elsewhere` | `0 0 * * *` | `elsewhere` | `{}` |',
  ].join('\n');
}

const OUTBOX = 'supabase/migrations/20260101000001_outbox.sql';
const WEEKLY = 'supabase/migrations/20260101000002_weekly.sql';

const SCHEMA = 'supabase/schema.sql';

/** Migrations that schedule (with and without a body) and read Vault as the real ones do. */
const MIGRATIONS = [
  {
    file: OUTBOX,
    sql: [
      'create function private.schedule_edge_function(job_name text, schedule text, function_name text, timeout_milliseconds integer,',
      "  body jsonb default '{}'::jsonb) returns void language plpgsql as $$",
      'begin',
      "  perform 1 from vault.decrypted_secrets where name = 'project_url';",
      "  perform 1 from vault.decrypted_secrets s where s.name = 'service_role_key';",
      "  perform net.http_post(url := project_url || '/functions/v1/%s');",
      'end;',
      '$$;',
      "-- e.g. select private.schedule_edge_function('in-a-comment', '0 0 * * *', 'nowhere', 1000);",
      "select private.schedule_edge_function('lead-sender', '* * * * *', 'lead-sender', 60000);",
      "select private.schedule_edge_function('morning', '*/5 15-19 * * 1-5', 'lead-sender', 60000, '{\"only\": \"morning\"}');",
      'revoke all on function private.schedule_edge_function(text, text, text, integer, jsonb) from public;',
    ].join('\n'),
  },
  { file: WEEKLY, sql: "select private.schedule_edge_function('weekly-job', '*/15 * * * *', 'weekly-job', 150000);" },
];

/** The schema those migrations leave: the wake-up's call of the sender by URL, and the job template's placeholder. */
const SCHEMA_SQL = [
  'CREATE FUNCTION private.wake_sender() RETURNS trigger LANGUAGE plpgsql AS $$',
  "begin perform net.http_post(url := project_url || '/functions/v1/lead-sender'); return null; end; $$;",
  "CREATE FUNCTION private.schedule_edge_function() RETURNS void AS $$ select '/functions/v1/%s'; $$;",
  '-- a comment that names /functions/v1/nowhere is not a call',
].join('\n');

/** A made-up repository: two function folders, their config.toml entries (the job bundles its fonts), and MIGRATIONS. */
function repository({
  functionFolders = ['lead-sender', 'weekly-job'],
  configToml = '# The sender.\n[functions.lead-sender]\nverify_jwt = true\n\n[functions.weekly-job]\nverify_jwt = true\nstatic_files = ["./functions/_shared/fonts/*.ttf"]\n',
  migrations = MIGRATIONS,
  schema = { file: SCHEMA, sql: SCHEMA_SQL },
  filesMatching = (pattern: string) => (pattern === './functions/_shared/fonts/*.ttf' ? ['supabase/functions/_shared/fonts/Sans.ttf'] : []),
}: Partial<RepositoryFiles> = {}) {
  return deployStepsInRepository({ functionFolders, configToml, migrations, schema, filesMatching });
}

const problems = (readmeOptions: Parameters<typeof readme>[0], repositoryOptions: Parameters<typeof repository>[0]) =>
  compareDeploySteps(deployStepsInReadme(readme(readmeOptions)), repository(repositoryOptions));

describe("README's deploy steps match the code", () => {
  it('holds for this repository: every function deployed, every cron job and Vault secret named', () => {
    const steps = readReadmeDeploySteps();
    expect(compareDeploySteps(steps, readRepositoryDeploySteps())).toEqual([]);
    // Not vacuous: the README was read, tables and all.
    expect(steps.functions).toContain('send-notifications');
    expect(steps.functions).not.toContain('weekly-report-confirm');
    expect(steps.cronJobs).toContainEqual({ name: 'send-weekly-reports', schedule: '*/15 * * * *', function: 'send-weekly-reports', body: '{}' });
    expect(steps.cronJobs).toContainEqual({
      name: 'morning-email',
      schedule: '*/5 15-19 * * 1-5',
      function: 'send-notifications',
      body: '{"only":"morning-email"}',
    });
    // In the order the migrations schedule them; no old name of the sender's job is asked for.
    const repository = readRepositoryDeploySteps();
    expect(repository.cronJobs.map((job) => job.name)).toEqual(['send-notifications', 'morning-email', 'send-weekly-reports', 'check-lead-sites']);
    expect(repository.calledFunctions.map((called) => called.name)).not.toContain('handle-lead-submission');
    expect(steps.vaultSecrets).toEqual(['project_url', 'service_role_key']);
    // Both functions that build a weekly report bundle the fonts of its PDF and the HarfBuzz that shapes them (docs/decisions/0053-a-pdf-in-every-script.md).
    const bundled = readRepositoryDeploySteps().staticFiles.filter(({ pattern }) => pattern.includes('weekly-report/'));
    expect(bundled.map(({ function: name, pattern, files }) => [name, pattern.replace(/.*weekly-report\//, ''), files])).toEqual([
      ['send-notifications', 'fonts/*.ttf', 10],
      ['send-notifications', 'harfbuzz/*.wasm', 2],
      ['send-weekly-reports', 'fonts/*.ttf', 10],
      ['send-weekly-reports', 'harfbuzz/*.wasm', 2],
    ]);
  });

  it('reads the deploy section only, a cell by its code span, and the migrations without their comments', () => {
    expect(deployStepsInReadme(readme())).toEqual({
      functions: ['lead-sender', 'weekly-job'],
      cronJobs: [
        { name: 'lead-sender', schedule: '* * * * *', function: 'lead-sender', body: '{}' },
        { name: 'morning', schedule: '*/5 15-19 * * 1-5', function: 'lead-sender', body: '{"only":"morning"}' },
        { name: 'weekly-job', schedule: '*/15 * * * *', function: 'weekly-job', body: '{}' },
      ],
      vaultSecrets: ['project_url', 'service_role_key'],
    });
    expect(repository()).toEqual({
      functionFolders: ['lead-sender', 'weekly-job'],
      configFunctions: ['lead-sender', 'weekly-job'],
      cronJobs: [
        { name: 'lead-sender', schedule: '* * * * *', function: 'lead-sender', body: '{}', file: OUTBOX },
        { name: 'morning', schedule: '*/5 15-19 * * 1-5', function: 'lead-sender', body: '{"only":"morning"}', file: OUTBOX },
        { name: 'weekly-job', schedule: '*/15 * * * *', function: 'weekly-job', body: '{}', file: WEEKLY },
      ],
      vaultSecrets: [
        { name: 'project_url', file: OUTBOX },
        { name: 'service_role_key', file: OUTBOX },
      ],
      calledFunctions: [
        { name: 'lead-sender', file: OUTBOX },
        { name: 'weekly-job', file: WEEKLY },
      ],
      staticFiles: [{ function: 'weekly-job', pattern: './functions/_shared/fonts/*.ttf', files: 1 }],
    });
    expect(problems({}, {})).toEqual([]);
  });

  it('fails when a function folder is missing from the deploy command (as the README was before issue 48)', () => {
    const before = 'supabase functions deploy handle-lead-submission analyze-page send-weekly-reports weekly-report-unsubscribe';
    const folders = ['analyze-page', 'handle-lead-submission', 'send-weekly-reports', 'weekly-report-confirm', 'weekly-report-unsubscribe'];
    const missing = compareDeploySteps(deployStepsInReadme(readme({ deploy: before })), {
      ...repository(),
      functionFolders: folders,
      configFunctions: folders,
      calledFunctions: [],
      cronJobs: [],
    }).filter((problem) => problem.includes('weekly-report-confirm'));
    expect(missing).toEqual(["README's `supabase functions deploy` omits weekly-report-confirm (supabase/functions/weekly-report-confirm)"]);
    expect(problems({ deploy: 'supabase functions deploy lead-sender' }, {})).toEqual([
      "README's `supabase functions deploy` omits weekly-job (supabase/functions/weekly-job)",
    ]);
  });

  it('fails when the deploy command names a function that has no folder', () => {
    expect(problems({ deploy: 'supabase functions deploy lead-sender weekly-job --no-verify-jwt gone' }, {})).toEqual([
      "README's `supabase functions deploy` names gone, but there is no supabase/functions/gone/index.ts",
    ]);
  });

  it('fails on a config.toml entry with no folder, and on a folder with no config.toml entry', () => {
    expect(problems({}, { configToml: '[functions.lead-sender]\n[functions.weekly-job]\n[functions.removed]\n' })).toEqual([
      'supabase/config.toml has [functions.removed], but there is no supabase/functions/removed/index.ts',
    ]);
    expect(problems({}, { configToml: '[functions.lead-sender]\n' })).toEqual([
      'supabase/functions/weekly-job has no [functions.weekly-job] entry in supabase/config.toml',
    ]);
  });

  it('fails on a cron job the README does not list, and on one it lists that no migration schedules', () => {
    expect(problems({ jobs: JOBS.slice(0, 2) }, {})).toEqual([
      `README's cron jobs omit weekly-job (\`*/15 * * * *\`, calls weekly-job; scheduled in ${WEEKLY})`,
    ]);
    expect(problems({ jobs: [...JOBS, '| `nightly` | `0 3 * * *` | `weekly-job` | `{}` |'] }, {})).toEqual([
      'README lists the cron job nightly, which no migration schedules (supabase/migrations/)',
    ]);
  });

  it('fails when a schedule, the function a job calls or the body it posts differs', () => {
    const jobs = [
      '| `lead-sender` | `*/5 * * * *` | `lead-sender` | `{}` |',
      '| `morning` | `*/5 15-19 * * 1-5` | `lead-sender` | `{}` |',
      '| `weekly-job` | `*/15 * * * *` | `lead-sender` | `{}` |',
    ];
    expect(problems({ jobs }, {})).toEqual([
      `README gives the cron job lead-sender the schedule \`*/5 * * * *\`, but ${OUTBOX} schedules it \`* * * * *\``,
      `README says the cron job morning posts \`{}\`, but ${OUTBOX} has it post \`{"only":"morning"}\``,
      `README says the cron job weekly-job calls lead-sender, but ${WEEKLY} has it call weekly-job`,
    ]);
  });

  it('takes the last scheduling of a job, and forgets an unscheduled one', () => {
    const later = [
      { file: WEEKLY, sql: "select private.schedule_edge_function('weekly-job', '*/15 * * * *', 'weekly-job', 150000);" },
      {
        file: 'supabase/migrations/20260101000003_later.sql',
        sql: "select private.schedule_edge_function('weekly-job', '0 * * * *', 'weekly-job', 150000);\nselect cron.unschedule('lead-sender');",
      },
    ];
    expect(repository({ migrations: later }).cronJobs).toEqual([
      { name: 'weekly-job', schedule: '0 * * * *', function: 'weekly-job', body: '{}', file: 'supabase/migrations/20260101000003_later.sql' },
    ]);
  });

  it('follows a job moved to a new name (unschedule_edge_function), and asks only for the functions the jobs left call', () => {
    const renamed = 'supabase/migrations/20260101000003_renamed.sql';
    const migrations = [
      ...MIGRATIONS,
      {
        file: renamed,
        sql: [
          "select private.unschedule_edge_function('lead-sender');",
          "select private.schedule_edge_function('new-sender', '* * * * *', 'new-sender', 60000);",
          "select private.schedule_edge_function('morning', '*/5 15-19 * * 1-5', 'new-sender', 60000, '{\"only\":\"morning\"}');",
        ].join('\n'),
      },
    ];
    const schema = { file: SCHEMA, sql: SCHEMA_SQL.replace('/functions/v1/lead-sender', '/functions/v1/new-sender') };
    const moved = repository({
      migrations,
      schema,
      functionFolders: ['new-sender', 'weekly-job'],
      configToml: '[functions.new-sender]\n[functions.weekly-job]\n',
    });
    expect(moved.cronJobs.map(({ name, function: fn }) => [name, fn])).toEqual([
      ['morning', 'new-sender'],
      ['weekly-job', 'weekly-job'],
      ['new-sender', 'new-sender'],
    ]);
    expect(moved.calledFunctions).toEqual([
      { name: 'new-sender', file: renamed },
      { name: 'weekly-job', file: WEEKLY },
    ]);
    // The folder of the old name is gone, and nothing asks for it.
    const jobs = [
      '| `new-sender` | `* * * * *` | `new-sender` | `{}` |',
      '| `morning` | `*/5 15-19 * * 1-5` | `new-sender` | `{"only":"morning"}` |',
      JOBS[2]!,
    ];
    expect(compareDeploySteps(deployStepsInReadme(readme({ deploy: 'supabase functions deploy new-sender weekly-job', jobs })), moved)).toEqual([]);
  });

  it('fails on a Vault secret the README does not name, and on one no migration reads', () => {
    expect(problems({ secrets: ['project_url'] }, {})).toEqual([`README's Vault secrets omit service_role_key (read in ${OUTBOX})`]);
    expect(problems({ secrets: ['project_url', 'service_role_key', 'anon_key'] }, {})).toEqual([
      'README names the Vault secret anon_key, which no migration reads (supabase/migrations/)',
    ]);
  });

  it('fails when the schema calls a function by URL that has no folder', () => {
    const schema = {
      file: SCHEMA,
      sql: `${SCHEMA_SQL}\nCREATE FUNCTION private.other() RETURNS void AS $$ select net.http_post(url := '/functions/v1/renamed-sender'); $$;`,
    };
    expect(problems({}, { schema })).toEqual([`${SCHEMA} calls the function renamed-sender, but there is no supabase/functions/renamed-sender/index.ts`]);
  });

  it('fails on a static_files pattern that names no file: the function would deploy without what it reads', () => {
    const configToml = '[functions.lead-sender]\n[functions.weekly-job]\nstatic_files = [\n  "./functions/_shared/fonts/*.ttf",\n  "./functions/weekly-job/fonts/*.otf",\n]\n';
    expect(problems({}, { configToml })).toEqual([
      "supabase/config.toml's static_files of weekly-job name ./functions/weekly-job/fonts/*.otf, which matches no file",
    ]);
  });

  it('refuses a README without a deploy section, or a table cell without its code span', () => {
    expect(() => deployStepsInReadme('# Project\n## Running\n')).toThrow('no "## Deploying" section');
    expect(() => deployStepsInReadme(readme({ jobs: ['| `lead-sender` | every minute | `lead-sender` | `{}` |'] }))).toThrow('a cell without');
  });
});

/**
 * Where README.md's deploy steps and the code disagree, each problem saying what is missing where.
 * Both sides are passed in, so the unit test can fabricate either. A function deployed without its
 * folder, a folder never deployed, or a job or secret the README does not name would each leave a
 * deployed site half working with nothing failing until a visitor meets it.
 */
import type { ReadmeDeploySteps } from './readme';
import type { RepositoryDeploySteps } from './repository';

const DEPLOY = "README's `supabase functions deploy`";
const folderOf = (name: string) => `supabase/functions/${name}/index.ts`;

function functionProblems(readme: ReadmeDeploySteps, repo: RepositoryDeploySteps): string[] {
  const folders = new Set(repo.functionFolders);
  const config = new Set(repo.configFunctions);
  const deployed = new Set(readme.functions);
  return [
    ...repo.functionFolders.filter((name) => !deployed.has(name)).map((name) => `${DEPLOY} omits ${name} (supabase/functions/${name})`),
    ...readme.functions.filter((name) => !folders.has(name)).map((name) => `${DEPLOY} names ${name}, but there is no ${folderOf(name)}`),
    ...repo.configFunctions
      .filter((name) => !folders.has(name))
      .map((name) => `supabase/config.toml has [functions.${name}], but there is no ${folderOf(name)}`),
    ...repo.functionFolders
      .filter((name) => !config.has(name))
      .map((name) => `supabase/functions/${name} has no [functions.${name}] entry in supabase/config.toml`),
    ...repo.calledFunctions
      .filter(({ name }) => !folders.has(name))
      .map(({ name, file }) => `${file} calls the function ${name}, but there is no ${folderOf(name)}`),
    // A pattern that names nothing deploys the function without the files it reads (the report's fonts).
    ...repo.staticFiles
      .filter(({ files }) => files === 0)
      .map(({ function: name, pattern }) => `supabase/config.toml's static_files of ${name} name ${pattern}, which matches no file`),
  ];
}

function cronProblems(readme: ReadmeDeploySteps, repo: RepositoryDeploySteps): string[] {
  const problems: string[] = [];
  for (const job of repo.cronJobs) {
    const listed = readme.cronJobs.find(({ name }) => name === job.name);
    if (!listed) {
      problems.push(`README's cron jobs omit ${job.name} (\`${job.schedule}\`, calls ${job.function}; scheduled in ${job.file})`);
      continue;
    }
    if (listed.schedule !== job.schedule) {
      problems.push(`README gives the cron job ${job.name} the schedule \`${listed.schedule}\`, but ${job.file} schedules it \`${job.schedule}\``);
    }
    if (listed.function !== job.function) {
      problems.push(`README says the cron job ${job.name} calls ${listed.function}, but ${job.file} has it call ${job.function}`);
    }
    if (listed.body !== job.body) {
      problems.push(`README says the cron job ${job.name} posts \`${listed.body}\`, but ${job.file} has it post \`${job.body}\``);
    }
  }
  const scheduled = new Set(repo.cronJobs.map(({ name }) => name));
  for (const { name } of readme.cronJobs.filter((job) => !scheduled.has(job.name))) {
    problems.push(`README lists the cron job ${name}, which no migration schedules (supabase/migrations/)`);
  }
  return problems;
}

function vaultProblems(readme: ReadmeDeploySteps, repo: RepositoryDeploySteps): string[] {
  const named = new Set(readme.vaultSecrets);
  const read = new Set(repo.vaultSecrets.map(({ name }) => name));
  return [
    ...repo.vaultSecrets.filter(({ name }) => !named.has(name)).map(({ name, file }) => `README's Vault secrets omit ${name} (read in ${file})`),
    ...readme.vaultSecrets
      .filter((name) => !read.has(name))
      .map((name) => `README names the Vault secret ${name}, which no migration reads (supabase/migrations/)`),
  ];
}

export function compareDeploySteps(readme: ReadmeDeploySteps, repo: RepositoryDeploySteps): string[] {
  return [...functionProblems(readme, repo), ...cronProblems(readme, repo), ...vaultProblems(readme, repo)];
}

/**
 * `npm run vault:set-service-key`: stores the project's service_role key (and, with PROJECT_URL, its
 * URL) in the project's Vault, where the outbox's pg_net wake-up and the pg_cron jobs read them, in
 * the same step as a key rotation or after a restore; then proves them with one real call, the
 * send-notifications job's stored command, and says what it answered. docs/operations.md
 *
 *   PRODUCTION_DATABASE_URL=postgres://... SERVICE_ROLE_KEY=... npm run vault:set-service-key
 *   (or pipe the key on stdin, or type it at the prompt; PROJECT_URL=https://<ref>.supabase.co to set the URL too)
 *
 * The key is read from the environment or stdin, never from argv, and never printed.
 */
import pg from 'pg';
import { readSecret } from './read-secret';
import { describeProof, projectUrlProblem, proveWithSenderJob, serviceKeyProblem, storeVaultSecrets } from './vault-secrets';

function stop(sentence: string): never {
  console.error(sentence);
  process.exit(1);
}

const databaseUrl = process.env.PRODUCTION_DATABASE_URL;
if (!databaseUrl) {
  stop(
    process.env.DATABASE_URL
      ? "Set PRODUCTION_DATABASE_URL (the project database whose Vault to change); DATABASE_URL is the local backend's and is not read here."
      : 'Set PRODUCTION_DATABASE_URL (the project database whose Vault to change).',
  );
}
const projectUrl = process.env.PROJECT_URL?.trim() || undefined;
const urlProblem = projectUrl ? projectUrlProblem(projectUrl) : null;
if (urlProblem) stop(urlProblem);

const serviceRoleKey = await readSecret('SERVICE_ROLE_KEY', 'The service_role key (not shown): ').catch((error: unknown) =>
  stop(error instanceof Error ? error.message : String(error)),
);
if (!serviceRoleKey) stop('No key given: set SERVICE_ROLE_KEY, pipe the key on stdin, or type it at the prompt.');
const keyProblem = serviceKeyProblem(serviceRoleKey);
if (keyProblem) stop(`Vault was not changed. ${keyProblem}`);

const client = new pg.Client({ connectionString: databaseUrl });
let stored = false;
try {
  await client.connect();
  const result = await storeVaultSecrets(client, { serviceRoleKey, projectUrl });
  stored = true;
  console.log(`Vault: service_role_key ${result.service_role_key}, project_url ${result.project_url}.`);
  const proof = describeProof(await proveWithSenderJob(client));
  console.log(proof.sentence);
  if (!proof.ok) process.exitCode = 1;
} catch (error) {
  // The database's own sentence (or the connection's), without a stack trace.
  const message = error instanceof Error ? error.message : String(error);
  console.error(stored ? `The secrets are stored, but they could not be proved: ${message}` : `Vault was not changed: ${message}`);
  process.exitCode = 1;
} finally {
  await client.end().catch(() => undefined);
}

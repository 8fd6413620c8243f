/**
 * `npm run db:shell [-- --api-port N] [-- -c "SQL"]`: a SQL shell on the running local backend's
 * database (`npm run dev` or `npm run backend`), while PostgREST holds PGlite's one connection. It
 * talks to the backend's SQL door (supabase/local/sql-door.ts) with the local service-role key, on
 * this machine only; each input runs as its own transaction, printed as psql prints it
 * (./table.ts), with \d and \q (./describe.ts). A backend on a Postgres server (DATABASE_URL) is
 * handed to psql when there is one. With no backend running it says so in one sentence.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import type { ShellAnswer } from '../../supabase/local/database';
import { DEFAULT_API_PORT } from '../../supabase/local/backend';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';
import { parsePort } from '../../supabase/local/local-data';
import { SQL_DOOR_PATH } from '../../supabase/local/sql-door';
import { backslashCommand } from './describe';
import { formatAnswer } from './table';

if (existsSync('.env')) process.loadEnvFile('.env');

class ShellStop extends Error {}

const { values: flags } = parseArgs({ options: { 'api-port': { type: 'string' }, command: { type: 'string', short: 'c' } } });

async function door(api: string, sql?: string): Promise<Response> {
  return fetch(`${api}${SQL_DOOR_PATH}`, {
    method: sql === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
    body: sql === undefined ? undefined : JSON.stringify({ sql }),
  });
}

/** The backend's engine, or a stop with one sentence when nothing (or nothing with a door) answers. */
async function engineAt(api: string): Promise<'pglite' | 'postgres'> {
  const answer = await door(api).catch(() => {
    throw new ShellStop(`No local backend is running at ${api}: start \`npm run dev\` or \`npm run backend\` first (or pass -- --api-port N).`);
  });
  if (answer.status === 404) throw new ShellStop(`The backend at ${api} has no SQL door: only \`npm run dev\` and \`npm run backend\` open one.`);
  if (!answer.ok) throw new ShellStop(`The SQL door at ${api} answered ${answer.status}: ${await answer.text()}`);
  const { engine } = (await answer.json()) as { engine: 'pglite' | 'postgres' };
  return engine;
}

/** Runs one input and prints it; answers whether it failed. */
async function run(api: string, sql: string): Promise<boolean> {
  const reply = await door(api, sql).catch(() => {
    throw new ShellStop(`The local backend at ${api} stopped answering.`);
  });
  if (!reply.ok) {
    console.error(`The SQL door answered ${reply.status}: ${await reply.text()}`);
    return false;
  }
  const answer = (await reply.json()) as ShellAnswer;
  const { out, err } = formatAnswer(answer);
  if (out) console.log(out);
  if (err) console.error(err);
  return !answer.error;
}

/** A backslash command, run or explained; answers false to quit. */
async function runBackslash(api: string, line: string): Promise<boolean> {
  const command = backslashCommand(line);
  if (command.quit) return false;
  if (command.help) console.log(command.help);
  if (command.sql) await run(api, command.sql);
  return true;
}

async function repl(api: string, engine: string): Promise<void> {
  console.log(`SQL on the local backend at ${api} (${engine}); each input is its own transaction. \\? for help, \\q to quit.`);
  const lines = createInterface({ input: process.stdin, output: process.stdout, prompt: 'postgres=> ' });
  let buffer = '';
  lines.prompt();
  for await (const line of lines) {
    if (!buffer && line.trim().startsWith('\\')) {
      if (!(await runBackslash(api, line))) break;
    } else {
      buffer += `${line}\n`;
      if (buffer.trim().endsWith(';')) {
        await run(api, buffer);
        buffer = '';
      }
    }
    lines.setPrompt(buffer.trim() ? 'postgres-> ' : 'postgres=> ');
    lines.prompt();
  }
  lines.close();
}

/** psql on the Postgres server the backend uses, when both are at hand; answers its exit code, or undefined. */
function handToPsql(): number | undefined {
  const url = process.env.DATABASE_URL;
  if (!url || spawnSync('psql', ['--version'], { stdio: 'ignore' }).status !== 0) return undefined;
  const result = spawnSync('psql', [url, ...(flags.command === undefined ? [] : ['-v', 'ON_ERROR_STOP=1', '-c', flags.command])], { stdio: 'inherit' });
  return result.status ?? 1;
}

try {
  const api = `http://127.0.0.1:${flags['api-port'] === undefined ? DEFAULT_API_PORT : parsePort(flags['api-port'], '--api-port')}`;
  const engine = await engineAt(api);
  const psql = engine === 'postgres' ? handToPsql() : undefined;
  if (psql !== undefined) process.exit(psql);
  if (flags.command !== undefined) {
    if (flags.command.trim().startsWith('\\')) await runBackslash(api, flags.command);
    else if (!(await run(api, flags.command))) process.exitCode = 1;
  } else {
    await repl(api, engine);
  }
} catch (error) {
  if (!(error instanceof ShellStop)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}

/**
 * The SQL shell's statements on PGlite (`npm run db:shell`, through sql-door.ts). PGlite is one
 * Postgres session, and PostgREST's one socket connection shares it
 * (docs/decisions/0006-toolchain-pitfalls.md), so a second wire-protocol client could interleave with
 * a request's transaction. The shell instead runs in this process, holding PGlite's lock
 * (`runExclusive`, which the socket server takes for every message it passes on) from before the
 * input to after its clean-up: no request's message runs in between. It starts only between
 * PostgREST's transactions, rolls back a transaction the input left open, and sets back what the
 * input changed of the session (SET, SET ROLE), which every later request would otherwise inherit.
 */
import { protocol, type PGlite } from '@electric-sql/pglite';
import type { ShellAnswer, ShellResult } from './database';

/** PGlite cannot undo it (RESET SESSION AUTHORIZATION leaves the new user in place), and the backend would lose its superuser. */
const SESSION_AUTHORIZATION = /\bsession\s+authorization\b/i;
export const SESSION_AUTHORIZATION_REFUSED =
  'The shell does not run SET SESSION AUTHORIZATION: PGlite cannot undo it, and the backend shares its one session; use SET ROLE, which the shell sets back after each input.';

interface Run extends Omit<ShellAnswer, 'rolledBack' | 'restored'> {
  status: string;
}

/** One simple-protocol query (any number of statements) under the lock already held, read into results. */
async function simpleQuery(db: PGlite, sql: string): Promise<Run> {
  const notices: string[] = [];
  // execProtocolStream, not execProtocol: PGlite 0.5's execProtocol writes its answer through the
  // output callback the socket server's last message left installed, into PostgREST's connection.
  const messages = await db.execProtocolStream(protocol.serialize.query(sql), {
    throwOnError: false,
    onNotice: (notice) => notices.push(`${notice.severity ?? 'NOTICE'}: ${notice.message}`),
  });
  const results: ShellResult[] = [];
  let current: ShellResult | undefined;
  let error: ShellAnswer['error'];
  let status = 'I';
  for (const message of messages) {
    if (message instanceof protocol.messages.RowDescriptionMessage) {
      current = { command: '', columns: message.fields.map((field) => field.name), rows: [] };
    } else if (message instanceof protocol.messages.DataRowMessage) {
      current?.rows?.push(message.fields);
    } else if (message instanceof protocol.messages.CommandCompleteMessage) {
      results.push({ ...current, command: message.text });
      current = undefined;
    } else if (message instanceof protocol.messages.DatabaseError) {
      error = { message: message.message, code: message.code };
    } else if (message instanceof protocol.messages.ReadyForQueryMessage) {
      status = message.status;
    }
  }
  return { results, error, notices, status };
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

interface SessionState {
  currentUser: string;
  settings: Map<string, string>;
}

async function sessionState(db: PGlite): Promise<SessionState> {
  const [user, settings] = (await simpleQuery(db, 'select current_user; select name, setting from pg_catalog.pg_settings')).results;
  return {
    currentUser: user?.rows?.[0]?.[0] ?? '',
    settings: new Map((settings?.rows ?? []).map(([name, setting]) => [name ?? '', setting ?? ''])),
  };
}

/** Sets back the role and every setting the input changed; answers their names. */
async function restoreSession(db: PGlite, before: SessionState): Promise<string[]> {
  const after = await sessionState(db);
  const changed = [...before.settings].filter(([name, setting]) => after.settings.has(name) && after.settings.get(name) !== setting);
  const steps: string[] = [];
  if (after.currentUser !== before.currentUser) steps.push('reset role');
  if (changed.length) {
    const values = changed.map(([name, setting]) => `(${literal(name)}, ${literal(setting)})`).join(', ');
    steps.push(`select pg_catalog.set_config(name, setting, false) from (values ${values}) as changed(name, setting)`);
  }
  if (steps.length) await simpleQuery(db, steps.join('; '));
  return [...(after.currentUser !== before.currentUser ? ['role'] : []), ...changed.map(([name]) => name)];
}

/** How long the shell waits for PostgREST's request in progress before it gives up. */
const MAX_WAIT_MS = 10_000;
export const BUSY_MESSAGE = 'PostgREST stayed in the middle of one request for 10 seconds: the shell ran nothing; try again.';

const refusal = (message: string): ShellAnswer => ({ results: [], error: { message }, notices: [], rolledBack: false, restored: [] });

/**
 * Runs one input of the shell, once `idle()` says no request of PostgREST's is in progress (no
 * open transaction, the last message a request's last: protocol-boundary.ts), checked under the lock.
 */
export async function runPgliteShell(db: PGlite, sql: string, idle: () => boolean): Promise<ShellAnswer> {
  if (SESSION_AUTHORIZATION.test(sql)) return refusal(SESSION_AUTHORIZATION_REFUSED);
  const giveUpAt = Date.now() + MAX_WAIT_MS;
  while (Date.now() < giveUpAt) {
    const answer = await db.runExclusive(async (): Promise<ShellAnswer | undefined> => {
      // A request is between two of its messages: let it finish.
      if (!idle()) return undefined;
      const before = await sessionState(db);
      const { status, ...run } = await simpleQuery(db, sql);
      const rolledBack = status !== 'I';
      if (rolledBack) await simpleQuery(db, 'rollback');
      const restored = await restoreSession(db, before);
      return { ...run, rolledBack, restored };
    });
    if (answer) return answer;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return refusal(BUSY_MESSAGE);
}

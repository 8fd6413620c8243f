/**
 * One way for the long-running commands (`npm run dev`, `npm run backend`) to end: on SIGINT,
 * SIGTERM or SIGHUP, or when the process that started them goes away, stop what they started
 * (PostgREST included), then exit. A stop that hangs is cut off before 5 s, so the terminal comes
 * back and the ports are free.
 */
import { errorCode } from '../functions/_shared/error-code';

const PARENT_CHECK_MS = 1_000;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, only not ours to signal.
    return errorCode(error) === 'EPERM';
  }
}

export function stopOnSignals(stop: () => Promise<void>, deadlineMs = 4_000): void {
  let stopping = false;
  const shutdown = (reason: string) => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => {
      console.error(`Stopping took longer than ${deadlineMs / 1000} s after ${reason}; exiting anyway.`);
      process.exit(1);
    }, deadlineMs).unref();
    stop().then(
      () => process.exit(process.exitCode ?? 0),
      (error: unknown) => {
        console.error('Stopping failed:', error);
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => shutdown(signal));
  // A bug anywhere must not leave PostgREST and the ports behind: log it, stop everything, exit 1.
  for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
    process.on(event, (error: unknown) => {
      console.error(`Stopping after an unexpected error (${event}):`, error);
      process.exitCode = 1;
      shutdown(event);
    });
  }

  // `npm run` starts us through a shell that does not pass SIGTERM on: when npm (or whoever started
  // us) is killed, the shell dies and we would be left running, holding the ports. So watch it.
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (!isAlive(parent)) shutdown('the parent process exited');
  }, PARENT_CHECK_MS);
  watch.unref();
}

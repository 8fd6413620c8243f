/**
 * The `code` of a system error (ECONNREFUSED, EADDRINUSE, EPERM, ...), as Node's and Deno's node:
 * modules set it, read without assuming that what was thrown is an Error at all: anything can be.
 */
export function errorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

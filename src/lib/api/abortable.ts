/**
 * A read that stops when its query is cancelled: TanStack Query hands every query function a signal,
 * and a cancelled read (the staff member logged out, or left the view) must not land afterwards.
 * Logout cancels the dashboard's reads before it revokes the token, so no read asks with a revoked
 * token and none logs a 403 (docs/architecture.md#dashboard-reads).
 */
export function abortable<Request extends { abortSignal(signal: AbortSignal): Request }>(request: Request, signal: AbortSignal | undefined): Request {
  return signal ? request.abortSignal(signal) : request;
}

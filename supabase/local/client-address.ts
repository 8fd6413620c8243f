/** Which address a request came from, as the gateway vouches for it to PostgREST and the functions. */
import type { IncomingMessage } from 'node:http';

function isLoopback(address: string | undefined): boolean {
  return !!address && (address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1');
}

/**
 * The address headers the gateway vouches for, as Supabase's gateway sets them: the socket's
 * address in X-Real-IP and X-Forwarded-For. Only with trustLocalProxy, and only from loopback, are
 * a local proxy's values kept. docs/decisions/0007-trusted-client-address.md
 */
export function clientAddressHeaders(request: IncomingMessage, trustLocalProxy = false): { 'x-real-ip': string; 'x-forwarded-for': string } {
  const socket = request.socket.remoteAddress ?? 'unknown';
  const realIp = request.headers['x-real-ip'];
  if (trustLocalProxy && isLoopback(socket) && typeof realIp === 'string' && realIp.trim()) {
    const forwarded = request.headers['x-forwarded-for'];
    return { 'x-real-ip': realIp.trim(), 'x-forwarded-for': typeof forwarded === 'string' && forwarded ? forwarded : realIp.trim() };
  }
  return { 'x-real-ip': socket, 'x-forwarded-for': socket };
}

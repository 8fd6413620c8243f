/**
 * Which addresses the page checker may visit: http and https only, no user name or password, on the
 * allowed ports, and (unless private addresses are allowed) only hosts whose every address is public
 * unicast. The addresses are resolved once here; the connection goes to exactly these (pinned-request.ts).
 */
import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { CheckError } from './check-error.ts';
import { publicAddress } from './public-address.ts';

export type ResolveHost = (hostname: string) => Promise<string[]>;

export const resolveWithDns: ResolveHost = async (hostname) => (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address);

/**
 * The addresses to connect to for `url`, resolved once: the connection uses these and never looks
 * the name up again. Unless private addresses are allowed, every one of them must be public.
 */
export async function checkedAddresses(url: URL, options: { allowPrivate: boolean; resolveHost: ResolveHost }): Promise<string[]> {
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  const notFound = new CheckError(`The domain ${hostname} could not be found. Check the spelling of the address.`);
  let addresses: string[];
  try {
    addresses = ipaddr.isValid(hostname) ? [hostname] : await options.resolveHost(hostname);
  } catch {
    throw notFound;
  }
  if (addresses.length === 0) throw notFound;
  const checked = options.allowPrivate
    ? addresses.map((address) => (ipaddr.isValid(address) ? ipaddr.process(address).toString() : null))
    : addresses.map(publicAddress);
  if (checked.some((address) => address === null)) {
    if (options.allowPrivate) throw notFound;
    throw new CheckError('That address points to a private or local network, which the page checker does not visit.', undefined, 'private_address');
  }
  // IPv4 first: not every host that publishes an IPv6 address answers on it, nor can every platform reach it.
  return (checked as string[]).sort((a, b) => Number(a.includes(':')) - Number(b.includes(':')));
}

export function assertAllowedPort(url: URL, allowedPorts: readonly number[] | null): void {
  // An empty port is the scheme's default (80 or 443), always allowed.
  if (allowedPorts === null || url.port === '' || allowedPorts.includes(Number(url.port))) return;
  const list = allowedPorts.length > 1 ? `${allowedPorts.slice(0, -1).join(', ')} or ${allowedPorts.at(-1)}` : String(allowedPorts[0] ?? '');
  throw new CheckError(`Only addresses on port ${list} can be checked.`, 400);
}

/** Ports from a comma-separated setting, or null when it names none. */
export function parsePorts(setting: string | undefined): number[] | null {
  const ports = (setting ?? '')
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((port) => Number.isInteger(port) && port > 0 && port < 65536);
  return ports.length > 0 ? ports : null;
}

export function parseTarget(raw: unknown): URL {
  if (typeof raw !== 'string' || raw.trim() === '') {
    throw new CheckError('Send the address to check as JSON, for example {"url":"https://example.com"}.', 400);
  }
  if (raw.length > 2048) throw new CheckError('The address is longer than 2,048 characters.', 400);
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new CheckError('That is not a valid web address.', 400);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new CheckError('Only http and https addresses can be checked.', 400);
  if (url.username || url.password) throw new CheckError('Addresses with a user name or password cannot be checked.', 400);
  return url;
}

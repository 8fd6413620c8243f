/**
 * Which addresses the page checker may connect to. Visitors type the addresses it fetches, so
 * anything that could reach a private network is refused, whatever way it is spelled.
 */
import ipaddr from 'ipaddr.js';

// IANA's global unicast block. Every IPv6 form that carries an IPv4 address outside it is refused
// here without decoding: IPv4-compatible (::127.0.0.1), NAT64 (64:ff9b::/96 and the local-use
// 64:ff9b:1::/48), and with them discard-only, unique-local, link-local, site-local and multicast.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');

/**
 * The address to connect to when `address` is public unicast, else null. An IPv4-mapped IPv6
 * address (::ffff:127.0.0.1) is judged, and connected to, as the IPv4 address it carries. Inside
 * 2000::/3 ipaddr.js's ranges refuse the forms that tunnel to an IPv4 address (6to4 2002::/16,
 * Teredo 2001::/32, both in ranges of their own) and the documentation and special-purpose blocks.
 */
export function publicAddress(address: string): string | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && !parsed.match(GLOBAL_UNICAST_V6)) return null;
  return parsed.range() === 'unicast' ? parsed.toString() : null;
}

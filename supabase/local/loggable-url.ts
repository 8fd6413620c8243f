/**
 * A request's address as the local gateway may log it: the values of query parameters that carry a
 * secret (the calendar feed's and the e-mailed links' `token`, an `apikey`) replaced with
 * `[redacted]`. A feed token is a password (docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md):
 * a failed request's log line must not hand it to whoever reads the logs.
 */
const SECRET_PARAMETERS = new Set(['token', 'apikey', 'access_token', 'session_token']);

export function loggableUrl(address: string | undefined): string {
  if (!address) return '';
  const [path, query] = [address.split('?')[0], address.includes('?') ? address.slice(address.indexOf('?') + 1) : null];
  if (query === null) return address;
  const kept = query
    .split('&')
    .map((pair) => {
      const name = pair.split('=')[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A name that is not valid percent-encoding is kept as written and still compared.
      }
      return SECRET_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${path}?${kept}`;
}

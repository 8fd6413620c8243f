/**
 * A small iCalendar reader for the tests (RFC 5545 3.1, 3.3.5, 3.3.11), written apart from the
 * writer (supabase/functions/_shared/booking-invite.ts) so a mistake in one is not repeated in the other:
 * it refuses a bare LF, a line over 75 octets and an unbalanced BEGIN/END, unfolds the lines, and
 * reads the one VEVENT's properties with their parameters and unescaped text.
 */
export interface IcsProperty {
  params: Record<string, string>;
  value: string;
}

export interface ParsedIcs {
  calendar: Record<string, IcsProperty>;
  event: Record<string, IcsProperty>;
  events: number;
}

/** An iCalendar UTC date-time (20261202T190000Z) as an ISO instant. */
export function icsInstant(value: string): string {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`Not a UTC date-time: ${value}`);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!)).toISOString();
}

export const unescapeText = (value: string) => value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

export function parseIcs(text: string): ParsedIcs {
  if (!text.endsWith('\r\n')) throw new Error('The last line must end in CRLF.');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (line.includes('\n') || line.includes('\r')) throw new Error(`A bare line break: ${JSON.stringify(line)}`);
    if (new TextEncoder().encode(line).length > 75) throw new Error(`A line over 75 octets: ${line}`);
  }
  const lines: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  const calendar: Record<string, IcsProperty> = {};
  const event: Record<string, IcsProperty> = {};
  const stack: string[] = [];
  let events = 0;
  for (const line of lines) {
    let inQuotes = false;
    let colon = -1;
    for (let i = 0; i < line.length; i += 1) {
      if (line[i] === '"') inQuotes = !inQuotes;
      if (line[i] === ':' && !inQuotes) {
        colon = i;
        break;
      }
    }
    if (colon < 0) throw new Error(`No value: ${line}`);
    const [name, ...rawParams] = line.slice(0, colon).split(';');
    const value = line.slice(colon + 1);
    if (name === 'BEGIN') {
      stack.push(value);
      if (value === 'VEVENT') events += 1;
      continue;
    }
    if (name === 'END') {
      if (stack.pop() !== value) throw new Error(`END:${value} does not close its BEGIN`);
      continue;
    }
    const params = Object.fromEntries(rawParams.map((p) => [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1).replace(/^"(.*)"$/, '$1')]));
    const target = stack.at(-1) === 'VEVENT' ? event : stack.at(-1) === 'VCALENDAR' ? calendar : null;
    if (target) target[name!] = { params, value };
  }
  if (stack.length) throw new Error(`Not closed: ${stack.join(', ')}`);
  return { calendar, event, events };
}

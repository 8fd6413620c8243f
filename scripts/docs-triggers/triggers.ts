/**
 * The triggers of a lead's path, read from supabase/schema.sql (what the migrations make, dumped by
 * `npm run db:schema`), with what each is for (its COMMENT ON TRIGGER), rendered as the table
 * docs/architecture.md shows between its `docs:triggers` markers. Nothing in that table is written
 * by hand: `npm run docs:triggers` prints it (`--write` puts it in the doc), and `npm run docs:check`
 * fails while the doc says something else. docs/decisions/0052-commands-are-calls.md
 */

/** The tables whose triggers a lead meets, in the order the doc lists them (a booking's set the lead's booked_call). */
export const LEAD_PATH_TABLES = ['public.lsg_leads', 'private.lead_notifications', 'private.bookings'] as const;

export interface Trigger {
  name: string;
  table: string;
  timing: 'before' | 'after';
  events: string[];
  level: 'row' | 'statement';
  fn: string;
  comment: string | null;
}

const CREATE =
  /^CREATE TRIGGER (\w+) (BEFORE|AFTER) (.+?) ON ([\w.]+)(?: REFERENCING .+?)? FOR EACH (ROW|STATEMENT)(?: WHEN \(.*\))? EXECUTE FUNCTION ([\w.]+)\(\);$/;
const COMMENT = /^COMMENT ON TRIGGER (\w+) ON ([\w.]+) IS '((?:[^']|'')*)';$/;

/** Every trigger of the schema dump, with its comment. */
export function triggersOf(schemaSql: string): Trigger[] {
  const comments = new Map<string, string>();
  const triggers: Trigger[] = [];
  for (const line of schemaSql.split('\n')) {
    const comment = COMMENT.exec(line);
    if (comment) comments.set(`${comment[2]}.${comment[1]}`, comment[3]!.replace(/''/g, "'"));
    const made = CREATE.exec(line);
    if (made) {
      triggers.push({
        name: made[1]!,
        timing: made[2]!.toLowerCase() as Trigger['timing'],
        // "INSERT OR UPDATE OF status": the events, lower case.
        events: made[3]!.split(' OR ').map((event) => event.toLowerCase()),
        table: made[4]!,
        level: made[5]!.toLowerCase() as Trigger['level'],
        fn: made[6]!,
        comment: null,
      });
    }
  }
  return triggers.map((trigger) => ({ ...trigger, comment: comments.get(`${trigger.table}.${trigger.name}`) ?? null }));
}

/** The order Postgres fires one table's triggers in: before each row, after each row, after the statement; by name within each. */
function firingOrder(a: Trigger, b: Trigger): number {
  const step = (trigger: Trigger) => (trigger.timing === 'before' ? 0 : 1) * 2 + (trigger.level === 'row' ? 0 : 1);
  return step(a) - step(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
}

/** The markdown the doc holds between its markers. */
export function renderTriggerTable(triggers: Trigger[]): string {
  const lines: string[] = [];
  for (const table of LEAD_PATH_TABLES) {
    const own = triggers.filter((trigger) => trigger.table === table).sort(firingOrder);
    lines.push(`\`${table}\`: ${own.length} triggers, in the order Postgres fires them`, '', '| fires | trigger | runs | what it is for |', '|---|---|---|---|');
    for (const trigger of own) {
      const when = `${trigger.timing} ${trigger.level === 'row' ? 'each row' : 'the statement'}: ${trigger.events.join(', ')}`;
      lines.push(`| ${when} | \`${trigger.name}\` | \`${trigger.fn}\` | ${(trigger.comment ?? '(no comment on the trigger)').replace(/\|/g, '\\|')} |`);
    }
    lines.push('');
  }
  return lines.join('\n').trimEnd();
}

export const START_MARKER = '<!-- docs:triggers start: generated from supabase/schema.sql by `npm run docs:triggers -- --write`; do not edit by hand -->';
export const END_MARKER = '<!-- docs:triggers end -->';

/** The doc whose section lists them, and the dump they are read from. */
export const TRIGGER_DOC = 'docs/architecture.md';
export const SCHEMA_DUMP = 'supabase/schema.sql';

/**
 * What `npm run docs:check` says when the doc's table is not the one the schema dump makes (its
 * line: the start marker's), or null when it is.
 */
export function triggerTableProblem(doc: string, schemaSql: string): { file: string; line: number; message: string } | null {
  const line = doc.slice(0, Math.max(doc.indexOf(START_MARKER), 0)).split('\n').length;
  if (!doc.includes(START_MARKER) || !doc.includes(END_MARKER)) {
    return { file: TRIGGER_DOC, line, message: 'the trigger table\'s markers are missing: put them back and run `npm run docs:triggers -- --write`' };
  }
  if (withTriggerTable(doc, renderTriggerTable(triggersOf(schemaSql))) === doc) return null;
  return { file: TRIGGER_DOC, line, message: `the trigger table differs from ${SCHEMA_DUMP}: run \`npm run docs:triggers -- --write\`` };
}

/** The doc with its section replaced by `table`; throws when the markers are missing. */
export function withTriggerTable(doc: string, table: string): string {
  const start = doc.indexOf(START_MARKER);
  const end = doc.indexOf(END_MARKER);
  if (start < 0 || end < start) throw new Error(`The doc has no ${START_MARKER} ... ${END_MARKER} section.`);
  return `${doc.slice(0, start + START_MARKER.length)}\n${table}\n${doc.slice(end)}`;
}

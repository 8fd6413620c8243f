import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  END_MARKER,
  renderTriggerTable,
  SCHEMA_DUMP,
  START_MARKER,
  TRIGGER_DOC,
  triggersOf,
  triggerTableProblem,
  withTriggerTable,
} from '../../scripts/docs-triggers/triggers';

/**
 * The trigger table of docs/architecture.md is generated from supabase/schema.sql (`npm run
 * docs:triggers`), never written by hand: `npm run docs:check` fails while they differ
 * (docs/decisions/0052-commands-are-calls.md).
 */
const root = resolve(import.meta.dirname, '../..');

const dump = [
  "CREATE TRIGGER t_b_count AFTER INSERT ON public.t REFERENCING NEW TABLE AS n FOR EACH STATEMENT EXECUTE FUNCTION private.count();",
  'CREATE TRIGGER t_a_copy AFTER INSERT ON public.t FOR EACH ROW WHEN ((new.kind = \'x\'::text)) EXECUTE FUNCTION private.copy();',
  'CREATE TRIGGER t_z_check BEFORE INSERT OR UPDATE OF status ON public.t FOR EACH ROW EXECUTE FUNCTION private.check();',
  "COMMENT ON TRIGGER t_z_check ON public.t IS 'Checks the row''s fields.';",
  'CREATE TRIGGER other BEFORE DELETE ON public.u FOR EACH ROW EXECUTE FUNCTION private.other();',
].join('\n');

describe('the trigger table', () => {
  it('reads each trigger of the dump with its events, level, function and comment', () => {
    expect(triggersOf(dump).find((trigger) => trigger.name === 't_z_check')).toEqual({
      name: 't_z_check',
      table: 'public.t',
      timing: 'before',
      events: ['insert', 'update of status'],
      level: 'row',
      fn: 'private.check',
      comment: "Checks the row's fields.",
    });
    expect(triggersOf(dump)).toHaveLength(4);
  });

  it('lists a table’s triggers in the order Postgres fires them: before each row, after each row, after the statement', () => {
    const table = renderTriggerTable(triggersOf(dump.replaceAll('public.t', 'public.lsg_leads')));
    const names = [...table.matchAll(/\| `(\w+)` \|/g)].map((match) => match[1]);
    expect(names).toEqual(['t_z_check', 't_a_copy', 't_b_count']);
    expect(table).toContain('(no comment on the trigger)');
  });

  it('is what docs/architecture.md shows, and a changed or missing table is reported', () => {
    const doc = readFileSync(resolve(root, TRIGGER_DOC), 'utf8');
    const schema = readFileSync(resolve(root, SCHEMA_DUMP), 'utf8');
    expect(triggerTableProblem(doc, schema)).toBeNull();
    const edited = doc.replace('lsg_leads_0_guard', 'lsg_leads_guard');
    expect(triggerTableProblem(edited, schema)?.message).toMatch(/differs from supabase\/schema.sql/);
    expect(triggerTableProblem(doc.replace(START_MARKER, ''), schema)?.message).toMatch(/markers are missing/);
    expect(withTriggerTable(`a\n${START_MARKER}\nold\n${END_MARKER}\nb`, 'new')).toBe(`a\n${START_MARKER}\nnew\n${END_MARKER}\nb`);
  });
});

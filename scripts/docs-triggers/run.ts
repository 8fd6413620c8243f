/**
 * `npm run docs:triggers`: prints the triggers of a lead's path as supabase/schema.sql has them
 * (triggers.ts); with `--write`, puts them into docs/architecture.md between its markers.
 * `npm run docs:check` fails while the doc differs (scripts/docs-check/run.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { renderTriggerTable, SCHEMA_DUMP, TRIGGER_DOC, triggersOf, withTriggerTable } from './triggers';

const root = resolve(import.meta.dirname, '../..');
const table = renderTriggerTable(triggersOf(readFileSync(resolve(root, SCHEMA_DUMP), 'utf8')));

if (process.argv.includes('--write')) {
  const path = resolve(root, TRIGGER_DOC);
  writeFileSync(path, withTriggerTable(readFileSync(path, 'utf8'), table));
  console.log(`Wrote the trigger table of ${TRIGGER_DOC} from ${SCHEMA_DUMP}.`);
} else {
  console.log(table);
}

/**
 * `npm run docs:check` (part of `npm run lint`): every repository path and decision number cited in
 * README.md, docs/**\/*.md and the comments of the source files exists, and the trigger table of
 * docs/architecture.md is the one supabase/schema.sql makes (scripts/docs-triggers/), and that
 * document names every feature folder, edge function and dashboard operation
 * (./architecture-coverage.ts), and that the Node range and .env.example say what the code does
 * (./drift.ts). Prints
 * file:line and what is missing, exits 1 when anything is. docs/decisions/0032-docs-that-cannot-drift.md
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SCHEMA_DUMP, TRIGGER_DOC, triggerTableProblem } from '../docs-triggers/triggers';
import { architectureCoverageProblems, readArchitectureParts } from './architecture-coverage';
import { driftProblems } from './drift';
import { checkRepository } from './repository';

const root = resolve(import.meta.dirname, '../..');
const started = performance.now();
const { problems, checked } = checkRepository(root);
// docs/architecture.md holds the trigger table and names the parts: one read of it, one of the schema dump.
const architectureDoc = readFileSync(resolve(root, TRIGGER_DOC), 'utf8');
const schemaSql = readFileSync(resolve(root, SCHEMA_DUMP), 'utf8');
const triggers = triggerTableProblem(architectureDoc, schemaSql);
if (triggers) problems.push(triggers);
for (const message of architectureCoverageProblems(architectureDoc, readArchitectureParts(root, schemaSql))) {
  problems.push({ file: TRIGGER_DOC, line: 1, message });
}
// The Node range and .env.example against the code (./drift.ts).
problems.push(...driftProblems(root));
const took = Math.round(performance.now() - started);

for (const problem of problems) console.error(`${problem.file}:${problem.line}: ${problem.message}`);
if (problems.length) {
  console.error(`docs:check: ${problems.length} citation(s) name nothing (${checked} files, ${took} ms). Fix the text, or the path if it moved.`);
  process.exit(1);
}
console.log(`docs:check: every cited path and decision exists (${checked} files, ${took} ms).`);

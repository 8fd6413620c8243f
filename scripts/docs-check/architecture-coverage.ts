/**
 * docs/architecture.md names every part a new engineer has to find (issue 51): each feature folder
 * of src/features, each edge function folder of supabase/functions, and each dashboard operation (a
 * `public.dashboard_*` function in supabase/schema.sql, the schema the migrations leave). A part
 * added without a word in the architecture is a problem `npm run docs:check` prints.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';

export interface ArchitectureParts {
  features: string[];
  functions: string[];
  dashboardOperations: string[];
}

const folders = (path: string) =>
  readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_') && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort();

/** The dashboard's database operations, as the schema dump declares them. */
export function dashboardOperations(schemaSql: string): string[] {
  return [...new Set([...schemaSql.matchAll(/CREATE FUNCTION public\.(dashboard_\w+)\(/g)].map((match) => match[1]!))].sort();
}

/** The parts, from the folders and from the schema dump's text (read once by run.ts, which checks the trigger table with it too). */
export function readArchitectureParts(root: string, schemaSql: string): ArchitectureParts {
  return {
    features: folders(resolve(root, 'src/features')),
    functions: folders(resolve(root, 'supabase/functions')),
    dashboardOperations: dashboardOperations(schemaSql),
  };
}

/** What the architecture doc does not name: a feature by its folder path, a function or an operation by its name, anywhere in the text. */
export function architectureCoverageProblems(doc: string, parts: ArchitectureParts): string[] {
  const named = (text: string) => new RegExp(`(^|[^\\w-])${text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(?![\\w-])`).test(doc);
  return [
    ...parts.features.filter((name) => !named(`src/features/${name}`)).map((name) => `the feature folder src/features/${name} is not described`),
    ...parts.functions.filter((name) => !named(name)).map((name) => `the edge function ${name} is not described`),
    ...parts.dashboardOperations.filter((name) => !named(name)).map((name) => `the dashboard operation ${name} is not described`),
  ];
}

/**
 * Which citations name nothing: a path that is not in the repository (nor matched by a glob), a
 * decision number with no record in docs/decisions/. The repository is passed in as a view, so
 * the unit test can give it a made-up one.
 */
import { FORMER_FILES, GENERATED_PREFIXES } from './allowlist';
import type { Citation } from './citations';

export interface RepositoryView {
  /** A file or folder exists at this repository-relative path. */
  exists(path: string): boolean;
  /** Every file, for globs. */
  files: readonly string[];
  /** The file names in docs/decisions/ (`0019-javascript-before-interaction.md`, ...). */
  decisionFiles: readonly string[];
}

export interface Problem {
  file: string;
  line: number;
  message: string;
}

function globPattern(glob: string): RegExp {
  const source = glob
    .split('**')
    .map((part) => part.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]'))
    .join('.*');
  return new RegExp(`^${source}`);
}

function pathProblem(citation: Extract<Citation, { kind: 'path' }>, repo: RepositoryView): string | undefined {
  const missing = citation.paths.filter((path) => {
    const bare = path.replace(/\/$/, '');
    if (GENERATED_PREFIXES.some(({ prefix }) => path.startsWith(prefix)) || FORMER_FILES.some((former) => former.path === bare)) return false;
    if (citation.glob) return !repo.files.some((file) => globPattern(bare).test(file));
    return !repo.exists(bare);
  });
  if (!missing.length) return undefined;
  const what = citation.paths.length > 1 ? `${missing.join(', ')} (of ${citation.text})` : missing[0];
  return citation.glob ? `no file matches ${what}` : `missing path ${what}`;
}

function decisionProblem(citation: Extract<Citation, { kind: 'decision' }>, repo: RepositoryView): string | undefined {
  if (/\.md\b/.test(citation.text)) {
    const name = /0\d{3}-[\w-]+\.md/.exec(citation.text)?.[0];
    return name && !repo.decisionFiles.includes(name) ? `no decision record named ${name} in docs/decisions/` : undefined;
  }
  return repo.decisionFiles.some((name) => name.startsWith(`${citation.number}-`))
    ? undefined
    : `decision ${citation.number} (cited as "${citation.text}") has no record in docs/decisions/`;
}

export function problemsIn(file: string, citations: readonly Citation[], repo: RepositoryView): Problem[] {
  const problems: Problem[] = [];
  for (const citation of citations) {
    const message = citation.kind === 'path' ? pathProblem(citation, repo) : decisionProblem(citation, repo);
    if (message) problems.push({ file, line: citation.line, message });
  }
  return problems;
}

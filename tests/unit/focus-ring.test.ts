/**
 * Every interactive thing shows where keyboard focus is (issue 25, WCAG 2.4.7). An element may hide
 * its own outline only when something draws the focus-ring token for it (a card around its link:
 * `has-[a:focus-visible]:focus-ring`), or when it is a focus target for scripts only (tabIndex -1:
 * the page's main region). Case-study cards used to hide the ring and draw nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx|ts)$/.test(entry.name) ? [path] : [];
  });
}

/** The lines that hide an outline with nothing drawn in its place. */
function unreplacedOutlineNone(source: string): string[] {
  if (/\bfocus-ring\b/.test(source)) return [];
  return source.split('\n').filter((line) => /\boutline-none\b/.test(line) && !/tabIndex=\{-1\}/.test(line));
}

describe('the focus ring', () => {
  it('no component hides the focus outline without drawing the focus-ring token instead', () => {
    const offenders = sourceFiles(root).flatMap((file) =>
      unreplacedOutlineNone(readFileSync(file, 'utf8')).map((line) => `${relative(root, file)}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
  });

  it('catches a card that hides its link outline and draws nothing', () => {
    const card = `<article className="group"><Link className="after:absolute focus-visible:outline-none" /></article>`;
    expect(unreplacedOutlineNone(card)).toHaveLength(1);
    expect(unreplacedOutlineNone(card.replace('group', 'group has-[a:focus-visible]:focus-ring'))).toEqual([]);
    expect(unreplacedOutlineNone(`<main id="main" tabIndex={-1} className="outline-none">`)).toEqual([]);
  });
});

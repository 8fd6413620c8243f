/**
 * Issue 52: the requirements said pages hold "at most 50" leads while PAGE_SIZE was 25 (decision
 * 0042). Every place docs/requirements/dashboard.md states the page size states the constant.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '@/features/dashboard/lib/page-size';

const doc = readFileSync(resolve(import.meta.dirname, '../../docs/requirements/dashboard.md'), 'utf8');

describe('the dashboard requirements state the page size the code uses', () => {
  it('in Paging, the caption note and the constants table', () => {
    expect(doc).toContain(`- ${PAGE_SIZE} leads per page (\`PAGE_SIZE\` in \`src/features/dashboard/lib/page-size.ts\``);
    expect(doc).toMatch(new RegExp(`rows on the current page \\(at most ${PAGE_SIZE},\\s+\`PAGE_SIZE\``));
    expect(doc).toContain(`| Page size | ${PAGE_SIZE} — \`PAGE_SIZE\``);
  });

  it('and no other number of leads per page', () => {
    const stated = [...doc.matchAll(/(\d+) leads per page|current page \(at most (\d+)|Page size \| (\d+)/g)].map((match) => Number(match[1] ?? match[2] ?? match[3]));
    expect(stated.length).toBeGreaterThanOrEqual(3);
    expect(new Set(stated)).toEqual(new Set([PAGE_SIZE]));
  });
});

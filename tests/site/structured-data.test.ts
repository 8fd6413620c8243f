/**
 * The JSON-LD of every built page: it parses, carries what its type requires, and is exactly what the
 * structured-data policy lists for the page (decision 0020). tests/unit/structured-data-policy.test.ts
 * checks the same policy on a fresh render; this checks what the build wrote.
 */
import { describe, expect, it } from 'vitest';
import { allowedSchemaTypes } from '@/lib/structured-data-policy';
import { jsonLdProblems, jsonLdTypes } from './support/json-ld';
import { notFound, pages } from './support/site';

const sorted = (types: readonly string[]) => [...types].sort().join(', ');

describe('JSON-LD on every prerendered page', () => {
  it('parses and carries the required properties of its type', () => {
    const problems = [...pages].flatMap(([url, { facts }]) => facts.jsonLd.flatMap((block) => jsonLdProblems(url, block)));
    expect(problems).toEqual([]);
  });

  it('is exactly the types the structured-data policy lists for the page', () => {
    const problems = [...pages].flatMap(([url, { target, facts }]) => {
      const allowed = allowedSchemaTypes(target.page);
      if (!allowed) return [`${url}: ${target.page} has no line in src/lib/structured-data-policy.ts`];
      const types = jsonLdTypes(facts.jsonLd);
      return sorted(types) === sorted(allowed) ? [] : [`${url}: emits [${types.join(', ')}], the policy says [${allowed.join(', ')}]`];
    });
    expect(problems).toEqual([]);
    // The 404 page is noindex: nothing to describe.
    expect(notFound.facts.jsonLd).toEqual([]);
  });
});

describe('the JSON-LD checks can fail', () => {
  it('reports a script that does not parse, a missing property, a missing context and an unknown type', () => {
    expect(jsonLdProblems('/x', '{"@type":')).toEqual(['/x: JSON-LD does not parse']);
    const article = { '@context': 'https://schema.org', '@type': 'Article', headline: 'A', author: {}, datePublished: '2026-01-02' };
    expect(jsonLdProblems('/x', JSON.stringify(article))).toEqual(['/x: Article lacks publisher', '/x: Article lacks dateModified']);
    expect(jsonLdProblems('/x', JSON.stringify([{ '@type': 'HowTo', name: 'A' }]))).toEqual(['/x: HowTo without the schema.org context', '/x: no rule for JSON-LD type HowTo']);
  });

  it('reports an incomplete breadcrumb or FAQ entry', () => {
    const breadcrumb = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [{ position: 1, name: 'Home' }] };
    const faq = { '@context': 'https://schema.org', '@type': 'FAQPage', mainEntity: [{ name: 'Why?' }] };
    expect(jsonLdProblems('/x', JSON.stringify([breadcrumb, faq]))).toEqual(['/x: breadcrumb item incomplete', '/x: FAQ entry without question or answer']);
  });
});

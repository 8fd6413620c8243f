import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caseStudies } from '@/content/case-studies/case-studies';
import { CASE_STUDY_CATEGORIES } from '@/content/types';
import { CaseStudyList } from '@/features/case-studies';
import { caseStudyCategories, fetchCaseStudies, filterByCategory, isCaseStudyList } from '@/features/case-studies/api/case-studies-source';
import { act, render, screen } from '../support/render';

describe('case study content', () => {
  it('has cs-1 to cs-13, featured cs-1 and cs-4, across all 12 categories', () => {
    expect(caseStudies.map((study) => study.id)).toEqual(Array.from({ length: 13 }, (_, index) => `cs-${index + 1}`));
    expect(caseStudies.filter((study) => study.featured).map((study) => study.id)).toEqual(['cs-1', 'cs-4']);
    expect(new Set(caseStudies.map((study) => study.category))).toEqual(new Set(CASE_STUDY_CATEGORIES));
    for (const study of caseStudies) {
      expect(study.link).toBe(`/case-studies/${study.id}`);
      expect(study.results.length).toBeGreaterThanOrEqual(3);
      expect(study.challenge.join(' ').split(/\s+/).length).toBeGreaterThan(80);
      expect(study.conclusion.length).toBeGreaterThan(0);
    }
  });
});

describe('case study list logic', () => {
  it("offers 'all' plus each distinct category, lowercased", () => {
    const categories = caseStudyCategories(caseStudies);
    expect(categories[0]).toBe('all');
    expect(categories).toHaveLength(13);
    expect(categories).toContain('local seo');
    expect(categories.every((category) => category === category.toLowerCase())).toBe(true);
  });

  it('filters by a lowercased category, and all shows everything', () => {
    expect(filterByCategory(caseStudies, 'all')).toHaveLength(13);
    const legal = filterByCategory(caseStudies, 'legal seo');
    expect(legal.length).toBeGreaterThan(0);
    expect(legal.every((study) => study.category === 'Legal SEO')).toBe(true);
    expect(filterByCategory(caseStudies, 'space seo')).toEqual([]);
  });

  it('uses the fetched list when the API answers', async () => {
    const fetched = [{ ...caseStudies[0]!, title: 'From the API' }];
    const result = await fetchCaseStudies(async () => new Response(JSON.stringify(fetched), { status: 200 }));
    expect(result[0]?.title).toBe('From the API');
  });

  it('falls back silently to the built-in list on a non-OK answer, a network failure or bad data', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await fetchCaseStudies(async () => new Response('oops', { status: 500 }))).toBe(caseStudies);
    expect(
      await fetchCaseStudies(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe(caseStudies);
    expect(await fetchCaseStudies(async () => new Response('{"not":"a list"}', { status: 200 }))).toBe(caseStudies);
    expect(warn).toHaveBeenCalledTimes(3);
    expect(isCaseStudyList([{ id: 'x' }])).toBe(false);
  });
});

describe('case study list: hydrated or reached by navigation', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** /api/case-studies held open until the test lets it answer. */
  function holdTheApi() {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        await answered;
        return new Response(JSON.stringify(caseStudies), { status: 200 });
      }),
    );
    return () => answer();
  }

  const list = (client: QueryClient) => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CaseStudyList />
      </MemoryRouter>
    </QueryClientProvider>
  );

  it('a page reached by navigation shows 6 skeletons until the API answers', async () => {
    const answer = holdTheApi();
    const { container } = render(list(new QueryClient()));
    expect(container.querySelectorAll('[data-testid="case-study-skeleton"]')).toHaveLength(6);
    expect(container.querySelectorAll('article')).toHaveLength(0);
    await act(async () => answer());
    expect(await screen.findAllByRole('article')).toHaveLength(13);
    expect(container.querySelectorAll('[data-testid="case-study-skeleton"]')).toHaveLength(0);
  });

  it('a prerendered page hydrates with the built-in list, without skeletons or a mismatch', async () => {
    const answer = holdTheApi();
    const container = document.createElement('div');
    container.innerHTML = renderToString(list(new QueryClient()));
    document.body.appendChild(container);
    expect(container.querySelectorAll('article')).toHaveLength(13);

    const recoverableErrors: unknown[] = [];
    const root = await act(async () => hydrateRoot(container, list(new QueryClient()), { onRecoverableError: (cause) => recoverableErrors.push(cause) }));
    expect(recoverableErrors).toEqual([]);
    expect(container.querySelectorAll('article')).toHaveLength(13);
    expect(container.querySelectorAll('[data-testid="case-study-skeleton"]')).toHaveLength(0);
    await act(async () => answer());
    act(() => root.unmount());
    container.remove();
  });
});

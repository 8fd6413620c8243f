import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '@/content/case-studies/case-studies';
import { neighborhoodList } from '@/content/neighborhoods/list.generated';
import { servicePages } from '@/content/services';
import { CaseStudyRelated } from '@/features/case-studies/components/case-study-related';
import { placeOf, relatedCaseStudies } from '@/features/case-studies/lib/related-case-studies';
import { render, screen, within } from '../support/render';

const study = (id: string) => caseStudies.find((candidate) => candidate.id === id)!;

describe('case studies and their service pages link each other', () => {
  const serviceLinks = servicePages.flatMap((service) =>
    [...service.caseStudies, ...(service.moreCaseStudies ?? [])].filter((link) => link.link !== '/case-studies').map((link) => ({ service: service.id, ...link })),
  );

  it("every case study is linked from its own service's page, under its own title", () => {
    for (const { id, service, title, link } of caseStudies) {
      expect(serviceLinks.filter((found) => found.link === link).map((found) => ({ service: found.service, title: found.title })), id).toEqual([{ service, title }]);
    }
  });

  it('no service page links a study of another service', () => {
    for (const link of serviceLinks) expect(caseStudies.find((candidate) => candidate.link === link.link)?.service, link.link).toBe(link.service);
  });
});

describe('case study dates', () => {
  it('are ISO dates in 2025 or 2026, before issue 50 (2026-11-27), updated on or after publication', () => {
    for (const { id, published, updated } of caseStudies) {
      for (const date of [published, updated]) {
        expect(date, id).toMatch(/^202[56]-\d{2}-\d{2}$/);
        expect(new Date(`${date}T00:00:00Z`).toISOString().slice(0, 10), id).toBe(date);
      }
      expect(updated >= published, id).toBe(true);
      expect(updated < '2026-11-27', id).toBe(true);
    }
  });
});

describe('related case studies', () => {
  it('offers each study two or three others, and links every study from at least two others', () => {
    const linkedFrom = new Map<string, string[]>();
    for (const current of caseStudies) {
      const related = relatedCaseStudies(current, caseStudies, neighborhoodList);
      expect(related.length, current.id).toBeGreaterThanOrEqual(2);
      expect(related.length, current.id).toBeLessThanOrEqual(3);
      expect(related.map((other) => other.id)).not.toContain(current.id);
      for (const other of related) linkedFrom.set(other.id, [...(linkedFrom.get(other.id) ?? []), current.id]);
    }
    for (const { id } of caseStudies) expect(linkedFrom.get(id)?.length ?? 0, id).toBeGreaterThanOrEqual(2);
  });

  it('puts the same kind of business first, then the same service, then the same part of the county', () => {
    // cs-1 and cs-13 are both Local SEO; cs-3 and cs-12 share only the service.
    expect(relatedCaseStudies(study('cs-1'), caseStudies, neighborhoodList).map((other) => other.id)).toEqual(['cs-13', 'cs-3', 'cs-12']);
    // Torrance: its two service mates, then Long Beach in the same region.
    expect(relatedCaseStudies(study('cs-9'), caseStudies, neighborhoodList).map((other) => other.id)).toEqual(['cs-7', 'cs-11', 'cs-10']);
  });

  it("finds the neighborhood page of a study's place by its name, and none for a place without one", () => {
    expect(placeOf(study('cs-12'), neighborhoodList)?.id).toBe('burbank');
    expect(placeOf(study('cs-6'), neighborhoodList)).toBeUndefined();
    expect(caseStudies.filter((current) => !placeOf(current, neighborhoodList)).map((current) => current.location)).toEqual(['Playa Vista']);
  });
});

describe('CaseStudyRelated', () => {
  const renderFor = (id: string) =>
    render(
      <MemoryRouter>
        <CaseStudyRelated study={study(id)} studies={caseStudies} />
      </MemoryRouter>,
    );

  it('links the related studies, the service and the neighborhood page', () => {
    renderFor('cs-12');
    const section = screen.getByRole('region', { name: 'Related case studies' });
    const hrefs = within(section)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(['/case-studies/cs-1', '/case-studies/cs-3', '/case-studies/cs-13', '/services/local-seo', '/los-angeles-seo/burbank']);
    expect(within(section).getByRole('link', { name: 'Local SEO service' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'See how we approach local search in Burbank' })).toBeInTheDocument();
  });

  it('leaves the neighborhood link out where the site has no page for the place', () => {
    renderFor('cs-6');
    expect(screen.getByRole('link', { name: 'E-commerce SEO service' })).toHaveAttribute('href', '/services/ecommerce-seo');
    expect(screen.queryByRole('link', { name: /local search in/ })).toBeNull();
  });
});

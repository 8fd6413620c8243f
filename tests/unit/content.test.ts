import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testimonials } from '@/content/testimonials';
import { privacyPolicy } from '@/content/legal/privacy-policy';
import { termsOfService } from '@/content/legal/terms-of-service';
import { mainNav, footerNav, footerResources, isNavGroup } from '@/content/navigation';

describe('content modules', () => {
  it('has about 50 five-star testimonials from distinct people, each with an image that exists', () => {
    expect(testimonials).toHaveLength(50);
    expect(new Set(testimonials.map((t) => t.name)).size).toBe(50);
    for (const testimonial of testimonials) {
      expect(testimonial.stars).toBe(5);
      expect(testimonial.content.length).toBeGreaterThan(80);
      expect(existsSync(resolve('public', `.${testimonial.image}`)), testimonial.image).toBe(true);
    }
  });

  it('keeps legal descriptions within 160 characters', () => {
    for (const document of [privacyPolicy, termsOfService]) {
      expect(document.description.length).toBeLessThanOrEqual(160);
      expect(document.sections.length).toBeGreaterThanOrEqual(8);
    }
    const privacyText = privacyPolicy.sections.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]).join(' ');
    expect(privacyText).toMatch(/pageVisitCount/);
    expect(privacyText).toMatch(/hasSeenLeadModal/);
  });

  it('navigation matches the spec: services with the external law-firm link, both quizzes, every footer link', () => {
    const services = mainNav.find((entry) => isNavGroup(entry) && entry.name === 'Services');
    expect(services && isNavGroup(services) && services.items.map((item) => item.path)).toEqual([
      '/services/local-seo',
      '/services/competitive-keywords',
      '/services/ecommerce-seo',
      '/services/specialized-industries',
      '/services/enterprise-seo',
      expect.stringMatching(/^https:\/\//),
    ]);
    expect(footerNav.map((link) => link.path)).toEqual([
      '/',
      '/about',
      '/case-studies',
      '/neighborhoods',
      '/knowledge-base',
      '/seo-tool',
      '/seo-quiz',
      '/pricing',
      '/faqs',
      '/contact',
      '/privacy-policy',
      '/privacy-request',
      '/terms-of-service',
      '/dashboard',
    ]);
    expect(footerResources.map((link) => link.path)).toEqual([
      '/resources/seo-checklist',
      '/resources/backlink-101',
      '/resources/website-seo-sop',
      '/resources/on-page-seo-essentials.pdf',
      '/resources/seo-audit-template.xlsx',
    ]);
  });
});

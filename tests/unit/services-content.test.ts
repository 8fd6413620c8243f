import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pricingPlans } from '@/content/pricing';
import { servicePages } from '@/content/services';

describe('service pages and plans (docs/requirements/services-and-faqs.md, docs/requirements/pricing.md)', () => {
  it('has the five plans with the spec prices, one marked most popular', () => {
    expect(pricingPlans.map((plan) => [plan.title, plan.price, plan.isPopular])).toEqual([
      ['Local SEO', '$950', false],
      ['Medium Competitive Keywords', '$2,000', true],
      ['E-commerce SEO', '$3,500+', false],
      ['Specialized Industries', '$5,000+', false],
      ['Enterprise Solutions', 'Custom Quote', false],
    ]);
    expect(pricingPlans.map((plan) => plan.link)).toEqual(servicePages.map((service) => service.path));
  });

  it('gives each service page its price, tab set and default tab', () => {
    expect(servicePages.map((service) => [service.path, service.priceCard.price, service.process.defaultTab, service.process.tabs.map((tab) => tab.id).join('/')])).toEqual([
      ['/services/local-seo', '$950', 'analysis', 'analysis/strategy/execution'],
      ['/services/competitive-keywords', '$2,000', 'research', 'research/strategy/execution'],
      ['/services/ecommerce-seo', '$3,500/month', 'discovery', 'discovery/strategy/execution/optimization'],
      ['/services/specialized-industries', '$5,000/month', 'research', 'research/strategy/execution'],
      ['/services/enterprise-seo', 'Custom Quote', 'discovery', 'discovery/strategy/execution/optimization'],
    ]);
  });

  it('has six benefits, three case-study teasers with images that exist, five FAQs, and head tags within limits', () => {
    const titles = new Set<string>();
    for (const service of servicePages) {
      expect(service.benefits, service.id).toHaveLength(6);
      expect(service.caseStudies, service.id).toHaveLength(3);
      expect(service.faqs, service.id).toHaveLength(5);
      for (const teaser of service.caseStudies) {
        // Its own study, or the list for the enterprise examples, which have no page (tests/unit/case-study-links.test.tsx checks which).
        expect(teaser.link).toMatch(/^\/case-studies(\/cs-\d+)?$/);
        expect(existsSync(`public${teaser.image}`), teaser.image).toBe(true);
      }
      expect(service.seoTitle.length, service.id).toBeLessThanOrEqual(60);
      expect(service.seoDescription.length, service.id).toBeLessThanOrEqual(160);
      expect(service.leadService.length).toBeLessThanOrEqual(100);
      titles.add(service.seoTitle);
    }
    expect(titles.size).toBe(5);
  });

  it('states the claims of each page', () => {
    const text = (id: string) => JSON.stringify(servicePages.find((service) => service.id === id));
    expect(text('competitive-keywords')).toMatch(/bi-weekly strategy calls/i);
    expect(text('ecommerce-seo')).toContain('100+ e-commerce businesses');
    expect(text('ecommerce-seo')).toContain('2-3 months');
    expect(text('ecommerce-seo')).toContain('4-6 months');
    expect(text('specialized-industries')).toContain('6-12 months');
    expect(text('specialized-industries')).toContain('3-4 months');
    for (const field of ['legal', 'insurance', 'healthcare', 'financial', 'B2B', 'education']) expect(text('specialized-industries')).toContain(field);
    expect(text('enterprise-seo')).toContain('12-24 month');
    expect(text('enterprise-seo')).toContain('6-9 months');
    expect(text('enterprise-seo')).toContain('200+');
  });
});

import { describe, expect, it } from 'vitest';
import { allFaqs, faqCategories } from '@/content/faqs';
import { filterFaqCategories } from '@/features/faqs';

describe('FAQ content and search', () => {
  it('has five categories of three questions', () => {
    expect(faqCategories.map((category) => category.title)).toEqual(['General SEO', 'Our Services', 'Local SEO', 'Technical Aspects', 'Results & ROI']);
    expect(faqCategories.every((category) => category.faqs.length === 3)).toBe(true);
    expect(allFaqs).toHaveLength(15);
  });

  it('matches question or answer text case-insensitively and hides empty categories', () => {
    const byAnswer = filterFaqCategories(faqCategories, '1,800%');
    expect(byAnswer.map((category) => category.title)).toEqual(['Results & ROI']);
    const byQuestion = filterFaqCategories(faqCategories, 'PAUSE OR CANCEL');
    expect(byQuestion).toHaveLength(1);
    expect(byQuestion[0]!.faqs.map((faq) => faq.question)).toEqual(['Can I pause or cancel my plan?']);
    expect(filterFaqCategories(faqCategories, '  ')).toHaveLength(5);
    expect(filterFaqCategories(faqCategories, 'zzzz-no-match')).toEqual([]);
  });
});

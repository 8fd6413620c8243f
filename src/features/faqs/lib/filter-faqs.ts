import type { FaqCategory } from '@/content/faqs';

/** Case-insensitive match on question or answer text; categories left empty are dropped. */
export function filterFaqCategories(categories: readonly FaqCategory[], query: string): FaqCategory[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...categories];
  return categories
    .map((category) => ({
      ...category,
      faqs: category.faqs.filter((faq) => faq.question.toLowerCase().includes(needle) || faq.answer.toLowerCase().includes(needle)),
    }))
    .filter((category) => category.faqs.length > 0);
}

import { useState } from 'react';
import { Accordion } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import type { FaqCategory } from '@/content/faqs';
import { filterFaqCategories } from '../lib/filter-faqs';
import { VisuallyHidden } from '@/components/ui/visually-hidden';

/** The FAQ page's search box and categories; a search hides categories with no match. */
export function FaqBrowser({ categories }: { categories: readonly FaqCategory[] }) {
  const [query, setQuery] = useState('');
  const shown = filterFaqCategories(categories, query);
  const count = shown.reduce((total, category) => total + category.faqs.length, 0);
  return (
    <div>
      <SearchField label="Search the FAQs" value={query} onChange={setQuery} placeholder="e.g. contract, Google Business Profile, ROI" />
      <VisuallyHidden as="p" aria-live="polite">
        {query.trim() ? `${count} question${count === 1 ? '' : 's'} found` : ''}
      </VisuallyHidden>
      {shown.length === 0 ? (
        <div className="mt-10 rounded-card bg-ink-50 p-8 text-center">
          <p className="text-lg font-semibold text-ink-950">No questions found</p>
          <p className="mt-1 text-ink-700">Try another word, or ask us directly.</p>
          <Button variant="secondary" className="mt-4" onClick={() => setQuery('')}>
            Clear Search
          </Button>
        </div>
      ) : (
        <div className="mt-10 space-y-10">
          {shown.map((category) => (
            <section key={category.id} aria-labelledby={`faq-${category.id}`}>
              <h2 id={`faq-${category.id}`} className="text-display-sm">
                {category.title}
              </h2>
              <div className="mt-4">
                <Accordion items={category.faqs.map((faq) => ({ id: faq.question, title: faq.question, content: <p>{faq.answer}</p> }))} />
              </div>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

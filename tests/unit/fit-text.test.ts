import { describe, expect, it } from 'vitest';
import { fitText } from '@/lib/fit-text';

describe('fitText', () => {
  it('leaves short text alone', () => {
    expect(fitText('Local SEO', 60)).toBe('Local SEO');
  });

  it('cuts long text at a word boundary with an ellipsis, within the limit', () => {
    const title = 'How a Playa Vista SaaS Company Recovered From a Botched Site Migration';
    const fitted = fitText(title, 60);
    expect(fitted.length).toBeLessThanOrEqual(60);
    expect(fitted).toBe('How a Playa Vista SaaS Company Recovered From a Botched…');
  });
});

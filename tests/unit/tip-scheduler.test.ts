// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isFillingForm } from '@/features/lead-capture/lib/visitor-busy';
import { FIRST_TIP_DELAY_MS, MIN_TIP_GAP_MS, TIP_INTERVAL_MS, TipScheduler } from '@/features/lead-capture/lib/tips/tip-scheduler';
import { tips } from '@/content/tips';

describe('tip content', () => {
  it('has the 28 tips of the spec, one per article id', () => {
    expect(tips).toHaveLength(28);
    expect(tips.map((tip) => tip.articleId)).toEqual([
      'content-optimization',
      'voice-search-optimization',
      'technical-seo-mobile',
      'content-quality-signals',
      'local-seo-guide',
      'technical-page-analytics',
      'video-seo-strategy',
      'featured-snippets-strategy',
      'mobile-optimization',
      'semantic-search',
      'page-experience',
      'content-quality',
      'indexing-strategy',
      'visual-search',
      'content-depth',
      'security-seo',
      'social-seo',
      'schema-markup',
      'image-optimization',
      'geo-targeting',
      'entity-seo',
      'author-expertise',
      'pwa-benefits',
      'brand-authority',
      'site-architecture',
      'featured-snippets',
      'video-transcripts',
      'link-quality',
    ]);
    for (const tip of tips) {
      expect(tip.title.length).toBeGreaterThan(5);
      expect(tip.message.length).toBeGreaterThan(40);
    }
  });
});

describe('tip schedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const scheduler = (overrides: Partial<ConstructorParameters<typeof TipScheduler>[0]> = {}) => {
    const shown: number[] = [];
    const instance = new TipScheduler({
      count: 3,
      now: () => Date.now(),
      random: () => 0,
      canShow: () => true,
      show: (index) => shown.push(index),
      ...overrides,
    });
    return { instance, shown };
  };

  it('shows the first tip after 10 s and then one every 80 s', () => {
    expect([FIRST_TIP_DELAY_MS, TIP_INTERVAL_MS, MIN_TIP_GAP_MS]).toEqual([10_000, 80_000, 40_000]);
    const { instance, shown } = scheduler();
    const stop = instance.start();
    vi.advanceTimersByTime(9_999);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(79_999);
    expect(shown).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown).toHaveLength(2);
    stop();
    vi.advanceTimersByTime(500_000);
    expect(shown).toHaveLength(2);
  });

  it('never shows two tips within 40 s', () => {
    const { instance, shown } = scheduler();
    expect(instance.attempt()).not.toBeNull();
    vi.advanceTimersByTime(39_999);
    expect(instance.attempt()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(instance.attempt()).not.toBeNull();
    expect(shown).toHaveLength(2);
  });

  it('picks tips not shown yet, and starts over when all have been shown', () => {
    const { instance, shown } = scheduler({ random: () => 0.99 });
    for (let i = 0; i < 4; i += 1) {
      instance.attempt();
      vi.advanceTimersByTime(MIN_TIP_GAP_MS);
    }
    expect(shown.slice(0, 3).sort()).toEqual([0, 1, 2]);
    expect(shown).toHaveLength(4);
  });

  it('skips an attempt while a tip would be in the way', () => {
    let blocked = true;
    const { instance, shown } = scheduler({ canShow: () => !blocked });
    expect(instance.attempt()).toBeNull();
    blocked = false;
    expect(instance.attempt()).not.toBeNull();
    expect(shown).toHaveLength(1);
  });

  it('knows when the visitor is typing in a form', () => {
    document.body.innerHTML = '<form><input id="field" /></form><button id="elsewhere">x</button>';
    (document.getElementById('field') as HTMLInputElement).focus();
    expect(isFillingForm()).toBe(true);
    (document.getElementById('elsewhere') as HTMLButtonElement).focus();
    expect(isFillingForm()).toBe(false);
  });
});

import { fireEvent, render, screen } from '../support/render';
import { describe, expect, it } from 'vitest';
import { seoChecklist } from '@/content/resources/seo-checklist';
import { backlinkEffectiveness, backlinkRisk } from '@/content/resources/backlink-101';
import { sopMeta, sopPhases } from '@/content/resources/website-seo-sop';
import { SeoChecklist } from '@/features/resources';
import { checklistProgress, priorityClasses } from '@/features/resources/lib/checklist';
import { checklistPdfSpec } from '@/features/resources/lib/pdf-documents';
import { pdfSafe } from '@shared/pdf-text';

describe('the SEO checklist', () => {
  it('has 18 tasks in the five categories with the spec ids', () => {
    expect(seoChecklist).toHaveLength(18);
    expect(new Set(seoChecklist.map((item) => item.category))).toEqual(new Set(['Technical', 'On-Page', 'Content', 'Local', 'Off-Page']));
    expect(seoChecklist.map((item) => item.id)).toEqual(expect.arrayContaining(['tech-1', 'onpage-1', 'content-1', 'local-1', 'offpage-1']));
  });

  it('rounds progress to a whole percent', () => {
    expect([0, 1, 2, 3, 9, 17, 18].map((done) => checklistProgress(done, 18))).toEqual([0, 6, 11, 17, 50, 94, 100]);
    expect(checklistProgress(0, 0)).toBe(0);
  });

  it('colours priorities: High red, Medium yellow, others green', () => {
    expect(priorityClasses('High')).toContain('red');
    expect(priorityClasses('Medium')).toContain('yellow');
    expect(priorityClasses('Low')).toContain('green');
  });

  it('toggles a task: struck through, dimmed description, ring and count follow', () => {
    render(<SeoChecklist />);
    const first = seoChecklist[0]!;
    const box = screen.getByRole('checkbox', { name: first.task });
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(screen.getByText(first.task)).toHaveClass('line-through');
    expect(screen.getByText(first.description)).toHaveClass('opacity-60');
    expect(screen.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute('aria-valuenow', '6');
    expect(screen.getByText('1 of 18 tasks complete')).toBeInTheDocument();
    fireEvent.click(box);
    expect(box).not.toBeChecked();
    expect(screen.getByRole('progressbar', { name: 'Checklist progress' })).toHaveAttribute('aria-valuenow', '0');
  });

  it("puts the visitor's ticks in the PDF", () => {
    const spec = checklistPdfSpec(new Set(['tech-1', 'local-2']));
    expect(spec.subtitle).toBe('Your progress: 2 of 18 tasks done');
    const entries = spec.sections.flatMap((section) => section.checklist ?? []);
    expect(entries).toHaveLength(18);
    expect(entries.filter((entry) => entry.checked)).toHaveLength(2);
  });
});

describe('resource content', () => {
  it('uses the spec scores for the backlink charts', () => {
    expect(backlinkEffectiveness.map((datum) => [datum.name, datum.value])).toEqual([
      ['Guest Posts', 65], ['Resource Links', 78], ['Broken Link Building', 72], ['Skyscraper Technique', 85], ['HARO-style responses', 70],
    ]);
    expect(backlinkRisk.map((datum) => [datum.name, datum.value])).toEqual([
      ['Paid Links', 92], ['Blog Networks', 85], ['Forum Spam', 75], ['Comment Links', 70], ['Directory Submissions', 60],
    ]);
  });

  it('describes the SOP as 4 phases over 4-6 weeks, Intermediate, with the 5-10 competitors step', () => {
    expect(sopPhases).toHaveLength(4);
    expect(sopMeta.timeframe).toBe('4-6 weeks');
    expect(sopMeta.difficulty).toBe('Intermediate');
    expect(JSON.stringify(sopPhases)).toContain('5-10 competitors');
  });

  it('keeps PDF text within the standard fonts', () => {
    expect(pdfSafe('“Quotes” — and ‘apostrophes’… ✓')).toBe('"Quotes"  -  and \'apostrophes\'... ');
  });
});

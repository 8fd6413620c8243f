import { describe, expect, it } from 'vitest';
import {
  AVERAGE_CHAR_PX,
  MAX_COLUMN_LABEL_LINES,
  ROW_LABEL_GAP_PX,
  rowLabelLines,
  charsThatFit,
  chooseBarLayout,
  formatValue,
  longestWord,
  rowLabelWidth,
  wrapLabel,
} from '@/components/charts/chart-labels';
import { articles, linkSchemesToAvoid } from '@/content/knowledge-base/articles';
import type { ArticleChart } from '@/content/knowledge-base/types';
import { backlinkEffectiveness, backlinkRisk } from '@/content/resources/backlink-101';

describe('formatValue', () => {
  it('puts a space between a number and its unit', () => {
    expect(formatValue(24, 'pages')).toBe('24 pages');
    expect(formatValue(2.5, 's')).toBe('2.5 s');
    expect(formatValue(120, 'KB')).toBe('120 KB');
  });

  it('writes percentages straight after the number', () => {
    expect(formatValue(45, '%')).toBe('45%');
  });

  it('groups thousands and leaves a count bare', () => {
    expect(formatValue(12500, 'impressions')).toBe('12,500 impressions');
    expect(formatValue(7)).toBe('7');
    expect(formatValue(0.125, '')).toBe('0.13');
  });
});

describe('wrapLabel', () => {
  it('breaks between words within the width', () => {
    expect(wrapLabel('Self-serving review markup', 14)).toEqual(['Self-serving', 'review markup']);
    expect(wrapLabel('Paid Links', 20)).toEqual(['Paid Links']);
  });

  it('never returns a line longer than the width', () => {
    for (const width of [4, 8, 12, 20]) {
      for (const line of wrapLabel('Adding original photos and case examples', width)) expect(line.length).toBeLessThanOrEqual(width);
    }
  });

  it('cuts a word longer than a line with a hyphen', () => {
    expect(wrapLabel('Internationalization', 8)).toEqual(['Interna-', 'tionali-', 'zation']);
  });

  it('ends the last allowed line with an ellipsis when the name does not fit', () => {
    expect(wrapLabel('Adding original photos and case examples', 12, 2)).toEqual(['Adding', 'original…']);
    expect(wrapLabel('Reviewing and updating existing pages', 10, 2)).toEqual(['Reviewing', 'and…']);
  });

  it('ignores extra spaces', () => {
    expect(wrapLabel('  Blog   Networks ', 20)).toEqual(['Blog Networks']);
  });
});

describe('chooseBarLayout', () => {
  const backlinkTactics = ['Guest Posts', 'Digital PR', 'Resource Pages', 'Paid Links', 'Blog Networks', 'Forum Spam'];

  it('keeps columns while every name fits under its bar in two lines', () => {
    expect(chooseBarLayout(backlinkTactics, 1000)).toBe('columns');
    expect(chooseBarLayout(['Jan', 'Feb', 'Mar', 'Apr'], 300)).toBe('columns');
  });

  it('lays the bars down as rows when a name would need more lines', () => {
    // A 390 px phone leaves about 300 px of plot: 44 px per name, 6 characters a line.
    expect(chooseBarLayout(backlinkTactics, 300)).toBe('rows');
    expect(chooseBarLayout(['Valid, eligible markup', 'Critical errors', 'Self-serving review markup'], 300)).toBe('rows');
  });

  it('chooses rows rather than cutting a word under a column', () => {
    expect(chooseBarLayout(['Canonicalization', 'Pagination'], 2 * (8 + 10 * AVERAGE_CHAR_PX))).toBe('rows');
  });
});

describe('rowLabelWidth', () => {
  it('gives short names their own width', () => {
    expect(rowLabelWidth(['Improve', 'Keep'], 800)).toBe(Math.ceil(7 * AVERAGE_CHAR_PX) + 8);
  });

  it('never takes more than two fifths of the chart', () => {
    expect(rowLabelWidth(['Adding original photos and case examples'], 350)).toBe(140 + 8);
  });
});

describe('longestWord', () => {
  it('measures the longest single word of all the names', () => {
    expect(longestWord(['Opened form', 'Submitted'])).toBe(9);
    expect(longestWord([])).toBe(0);
  });
});

describe('rowLabelLines', () => {
  it('gives each row the lines its height holds, from one to five', () => {
    expect(rowLabelLines(4, 288)).toBe(4);
    expect(rowLabelLines(12, 288)).toBe(1);
    expect(rowLabelLines(40, 288)).toBe(1);
    expect(rowLabelLines(1, 288)).toBe(5);
  });
});

/** The drawing area of an article chart (h-72). */
const CHART_HEIGHT_PX = 288;

describe('every chart on the site', () => {
  const backlinkCharts: ArticleChart[] = [backlinkEffectiveness, backlinkRisk].map((data) => ({ type: 'bar', title: 'Backlink 101', data, note: '' }));
  const charts = [...[...articles, linkSchemesToAvoid].flatMap((article) => article.content.flatMap((section) => (section.chartData ? [section.chartData] : []))), ...backlinkCharts];

  it('has names that can be read at 390 px, whichever layout is chosen', () => {
    // A 390 px phone: the page's 16 px margins, the frame's padding and border.
    const drawing = 390 - 2 * 16 - 2 * 16 - 2;
    const plot = drawing - 56;
    for (const chart of charts.filter((candidate) => candidate.type === 'bar')) {
      const names = chart.data.map((datum) => datum.name);
      if (chooseBarLayout(names, plot) === 'columns') {
        for (const name of names) expect(wrapLabel(name, charsThatFit(plot / names.length - 8)).length).toBeLessThanOrEqual(MAX_COLUMN_LABEL_LINES);
      } else {
        const room = charsThatFit(rowLabelWidth(names, drawing) - ROW_LABEL_GAP_PX);
        const lines = rowLabelLines(names.length, CHART_HEIGHT_PX);
        for (const name of names) expect(wrapLabel(name, room).length, `${chart.title}: ${name}`).toBeLessThanOrEqual(lines);
      }
    }
    expect(charts.length).toBeGreaterThan(20);
  });
});

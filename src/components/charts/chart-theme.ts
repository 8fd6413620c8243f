import { LABEL_FONT_PX } from './chart-labels';

/**
 * The one look of every chart on the site (articles, Backlink 101, the dashboard): grid, axis text
 * and animation. Axis text is ink-700 on white (9.3:1).
 */
export const chartTheme = {
  grid: { strokeDasharray: '3 3', stroke: '#eceef2' },
  axisText: { fill: '#424a61', fontSize: LABEL_FONT_PX },
  axisLine: { stroke: '#d5d9e2' },
  /** Default series colour (brand-700). */
  series: '#1642c8',
  /** Tooltips wrap long names instead of running wider than the chart (and the page). */
  tooltip: {
    contentStyle: { whiteSpace: 'normal', maxWidth: '16rem', borderRadius: '0.5rem', borderColor: '#d5d9e2', fontSize: '0.8125rem' },
    wrapperStyle: { maxWidth: '100%' },
  },
} as const;

/** Charts animate after 500 ms (docs/requirements/knowledge-base.md#charts). */
export const CHART_ANIMATION_DELAY_MS = 500;

export const chartAnimation = { animationBegin: CHART_ANIMATION_DELAY_MS, animationDuration: 800 } as const;

/**
 * Recharts' keyboard layer is off: it makes the svg a tab stop, but the drawing is hidden from
 * assistive technology (its frame's table or summary speaks for it), so the stop would be silent.
 */
export const quiet = { accessibilityLayer: false } as const;

/**
 * A pie's sectors sit in a layer of their own that Recharts makes a tab stop (tabindex 0) whatever
 * `quiet` says: the same silent stop inside the hidden drawing, found by the scan with every chart
 * drawn (e2e/site-wide.spec.ts). -1 keeps it out of the tab order.
 */
export const quietPie = { rootTabIndex: -1 } as const;

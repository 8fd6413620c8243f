/**
 * Toast text contrast (issue 39, WCAG 1.4.3): the text colour the site sets for each of Sonner's
 * rich toast types, against the background Sonner paints that type with, at 4.5:1 or better.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const siteCss = readFileSync(resolve(root, 'src/styles/global.css'), 'utf8');
const sonnerCss = readFileSync(resolve(root, 'node_modules/sonner/dist/styles.css'), 'utf8');

/** The first `--name: hsl(h, s%, l%)` in a style sheet's block for the light theme. */
function hslVariable(css: string, block: string, name: string): [number, number, number] {
  const start = css.indexOf(block);
  expect(start, `${block} in the style sheet`).toBeGreaterThanOrEqual(0);
  const body = css.slice(start, css.indexOf('}', start));
  const match = new RegExp(`--${name}:\\s*hsl\\((\\d+),\\s*(\\d+)%,\\s*(\\d+)%\\)`).exec(body);
  expect(match, `--${name} in ${block}`).not.toBeNull();
  return [Number(match![1]), Number(match![2]), Number(match![3])];
}

function rgb([h, s, l]: [number, number, number]): number[] {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return [channel(0), channel(8), channel(4)];
}

const luminance = (colour: number[]) => {
  const [r, g, b] = colour.map((value) => (value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

const contrast = (a: number[], b: number[]) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('toast colours', () => {
  it("computes Sonner's own success colours at the 4.29:1 the audit measured (the check measures what it claims)", () => {
    const ratio = contrast(
      rgb(hslVariable(sonnerCss, "[data-sonner-theme='light'] {", 'success-text')),
      rgb(hslVariable(sonnerCss, "[data-sonner-theme='light'] {", 'success-bg')),
    );
    expect(ratio).toBeCloseTo(4.29, 2);
  });

  it.each(['success', 'info', 'warning', 'error'])('%s toast text reads at 4.5:1 or better on its background', (type) => {
    const text = hslVariable(siteCss, "[data-sonner-theme='light'] [data-sonner-toast] {", `${type}-text`);
    const background = hslVariable(sonnerCss, "[data-sonner-theme='light'] {", `${type}-bg`);
    expect(contrast(rgb(text), rgb(background))).toBeGreaterThanOrEqual(4.5);
  });
});

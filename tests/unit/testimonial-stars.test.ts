/**
 * A testimonial's star row is one path (issue 63: fifty cards of five paths each were 38 KB of the
 * home page's HTML). Its stars must stand exactly where the five translated copies of the star
 * stood: the same vertices, 18 units apart.
 */
import { describe, expect, it } from 'vitest';
import { starRowPath } from '@/features/testimonials/components/testimonial-card';

/** The star as it was drawn, once per star with `translate(18i 0)`. */
const ONE_STAR = 'M8 .8l2.2 4.6 5 .7-3.6 3.5.9 5-4.5-2.4-4.5 2.4.9-5L.8 6.1l5-.7z';

/** The absolute vertices of each closed shape of a path made of M, m, L, l and z. */
function shapes(d: string, shiftX = 0): string[][] {
  const tokens = d.match(/[MmLlZz]|-?(?:\d+\.?\d*|\.\d+)/g) ?? [];
  const found: string[][] = [];
  let current: string[] = [];
  let [x, y, startX, startY] = [0, 0, 0, 0];
  let command = '';
  const at = (px: number, py: number) => current.push(`${(px + shiftX).toFixed(6)},${py.toFixed(6)}`);
  for (let index = 0; index < tokens.length; ) {
    const token = tokens[index]!;
    if (/[MmLlZz]/.test(token)) {
      command = token;
      index += 1;
      if (command === 'z' || command === 'Z') {
        found.push(current);
        current = [];
        [x, y] = [startX, startY];
      }
      continue;
    }
    const [dx, dy] = [Number(token), Number(tokens[index + 1])];
    index += 2;
    const relative = command === 'm' || command === 'l';
    [x, y] = relative ? [x + dx, y + dy] : [dx, dy];
    if (command === 'M' || command === 'm') {
      [startX, startY] = [x, y];
      // Further pairs after a move are lines.
      command = command === 'm' ? 'l' : 'L';
    }
    at(x, y);
  }
  return found;
}

describe('the star row of a testimonial', () => {
  it.each([1, 3, 5])('draws %i stars exactly where the translated copies stood', (count) => {
    const before = Array.from({ length: count }, (_, index) => shapes(ONE_STAR, index * 18)[0]!);
    expect(shapes(starRowPath(count))).toEqual(before);
  });

  it('is one path of about 64 characters a star', () => {
    expect(starRowPath(5).length).toBeLessThan(5 * 66);
  });
});

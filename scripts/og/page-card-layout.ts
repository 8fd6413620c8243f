/**
 * One page's share card as satori lays it out: the default card's look (public/og/default.jpg, `npm
 * run og`) with the page's section as the eyebrow and its title as the headline. Colours are the
 * site's (tailwind.config.ts). The background runs top to bottom only: a PNG compresses rows of one
 * colour to almost nothing, so a card stays near 50 KB where the default's diagonal glow made 270.
 *
 * Plain element objects, not JSX: the build imports this next to the server bundle, and a JSX file
 * would load React's development runtime into the process before that bundle's production one.
 */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The shape satori reads: React's element without React (its `key` too, so the type checker takes it for one). */
export interface CardNode {
  type: string;
  props: { style?: Record<string, string | number>; children?: CardNode | string | (CardNode | string)[]; [attribute: string]: unknown };
  key: null;
}

const node = (type: string, props: CardNode['props']): CardNode => ({ type, props, key: null });

const colors = { brand950: '#14214e', brand700: '#1642c8', accent300: '#fcb44d', accent400: '#fb9a24', accent500: '#f5780b', white: '#ffffff' };

/** Three lines of the longest title the site allows (60 characters) fit at the smaller size. */
const titleSize = (title: string) => (title.length <= 32 ? 84 : 70);

/** The site's mark (public/favicon.svg) in the default card's colours: a white tile on the dark ground. */
const mark = node('svg', {
  width: 64,
  height: 64,
  viewBox: '0 0 36 36',
  style: { marginRight: 18 },
  children: [
    node('rect', { width: 36, height: 36, rx: 9, fill: colors.white }),
    node('path', { d: 'M10 25V11h3.2v11.2H20V25H10Z', fill: colors.brand700 }),
    node('path', {
      d: 'M19 17.5 23.5 13l3.5 3.5M23 13h4v4',
      stroke: colors.accent500,
      strokeWidth: 2.6,
      fill: 'none',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
    }),
  ],
});

/**
 * The title's text, with each hyphen set in Inter. Plus Jakarta Sans draws its hyphen 0.45 em long
 * with wide side bearings, nearly its en dash: at 70-84 px on a card "long-tail" read as "long – tail"
 * (issue 62). Inter's is a third shorter and tighter, and a span keeps satori's line breaking at spaces.
 */
export function titleRuns(title: string): (CardNode | string)[] {
  return title
    .split(/(-)/)
    .filter((run) => run !== '')
    .map((run) => (run === '-' ? node('span', { style: { fontFamily: 'Inter', fontWeight: 700 }, children: '-' }) : run));
}

export function pageCardLayout({ label, title }: { label: string; title: string }): CardNode {
  return node('div', {
    style: {
      width: CARD_WIDTH,
      height: CARD_HEIGHT,
      // satori's boxes are content-box like CSS's; without this the padding pushes the title off the card.
      boxSizing: 'border-box',
      padding: '72px 80px 86px',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      color: colors.white,
      backgroundImage: `linear-gradient(180deg, ${colors.brand950} 0%, ${colors.brand700} 100%)`,
    },
    children: [
      node('div', {
        style: { display: 'flex', alignItems: 'center', fontFamily: 'Plus Jakarta Sans', fontWeight: 800, fontSize: 34 },
        children: [mark, 'Los Angeles SEO Group'],
      }),
      node('div', {
        style: { display: 'flex', flexDirection: 'column' },
        children: [
          node('div', {
            style: { fontFamily: 'Inter', fontWeight: 700, fontSize: 26, letterSpacing: '0.06em', textTransform: 'uppercase', color: colors.accent300 },
            children: label,
          }),
          node('div', {
            style: {
              marginTop: 18,
              width: 1040,
              fontFamily: 'Plus Jakarta Sans',
              fontWeight: 800,
              fontSize: titleSize(title),
              lineHeight: 1.08,
              letterSpacing: '-0.02em',
            },
            children: titleRuns(title),
          }),
        ],
      }),
      node('div', {
        style: {
          position: 'absolute',
          left: 0,
          bottom: 0,
          width: CARD_WIDTH,
          height: 14,
          backgroundImage: `linear-gradient(90deg, ${colors.accent400}, ${colors.accent500})`,
        },
      }),
    ],
  });
}

/**
 * Markup against what the page shows (decision 0038): the visible breadcrumb trail beside the
 * BreadcrumbList, and the opening hours in the text beside the business's openingHoursSpecification.
 */
import { Parser } from 'htmlparser2';
import { jsonLdItems } from './json-ld';

export interface ShownCrumb {
  name: string;
  /** The crumb's link, or null for the current page (which is no link). */
  href: string | null;
  current: boolean;
}

/** The crumbs of the page's nav[aria-label="Breadcrumb"], in order; null when it shows none. */
export function visibleTrail(html: string): ShownCrumb[] | null {
  let trail: ShownCrumb[] | null = null;
  let navDepth: number | null = null;
  let depth = 0;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        depth += 1;
        if (name === 'nav' && attributes['aria-label'] === 'Breadcrumb' && navDepth === null) {
          navDepth = depth;
          trail = [];
        }
        if (navDepth === null || !trail) return;
        if (name === 'li') trail.push({ name: '', href: null, current: false });
        const crumb = trail.at(-1);
        if (!crumb) return;
        if (name === 'a') crumb.href = attributes.href ?? null;
        if (attributes['aria-current'] === 'page') crumb.current = true;
      },
      ontext(text) {
        const crumb = navDepth !== null ? (trail as ShownCrumb[] | null)?.at(-1) : undefined;
        if (crumb) crumb.name = `${crumb.name}${text}`.replace(/\s+/g, ' ');
      },
      onclosetag(name) {
        if (name === 'nav' && depth === navDepth) navDepth = null;
        depth -= 1;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  return (trail as ShownCrumb[] | null)?.map((crumb) => ({ ...crumb, name: crumb.name.trim() })) ?? null;
}

type Item = Record<string, unknown>;

/** The BreadcrumbList items of a page's JSON-LD as name and path; null when it has none. */
export function markedTrail(blocks: string[], origin: string): { name: string; path: string }[] | null {
  const list = blocks.flatMap((block) => jsonLdItems(block) ?? []).find((item) => item['@type'] === 'BreadcrumbList');
  if (!list) return null;
  return (list.itemListElement as Item[]).map((item) => ({ name: String(item.name), path: String(item.item).slice(origin.length) || '/' }));
}

/** What is wrong between a page's trail and its BreadcrumbList: shown crumbs equal marked ones, and the last is the page. */
export function trailProblems(url: string, shown: ShownCrumb[] | null, marked: { name: string; path: string }[] | null): string[] {
  if (!marked) return [];
  if (!shown) return [`${url}: BreadcrumbList without a visible breadcrumb trail`];
  const problems: string[] = [];
  const asShown = shown.map((crumb, index) => ({ name: crumb.name, path: crumb.current && index === shown.length - 1 ? url : (crumb.href ?? '(no link)') }));
  if (JSON.stringify(asShown) !== JSON.stringify(marked))
    problems.push(`${url}: the trail shows ${JSON.stringify(asShown)}, the markup says ${JSON.stringify(marked)}`);
  if (!shown.at(-1)?.current) problems.push(`${url}: the last crumb lacks aria-current="page"`);
  return problems;
}

const DAY_ORDER = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
/** '18:00' -> '6pm', '09:30' -> '9:30am'. */
function clock(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return `${hours % 12 || 12}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${hours < 12 ? 'am' : 'pm'}`;
}

/**
 * The opening hours a page's JSON-LD states, each written as the site writes them on a page
 * ("Monday to Friday, 9am to 6pm"); a run of days is written first to last.
 */
export function markedHours(blocks: string[]): string[] {
  const specs = blocks.flatMap((block) => jsonLdItems(block) ?? []).flatMap((item) => (item.openingHoursSpecification as Item[] | undefined) ?? []);
  return specs.map((spec) => {
    const days = [spec.dayOfWeek as string[] | string].flat().sort((a, b) => DAY_ORDER.indexOf(a) - DAY_ORDER.indexOf(b));
    const span = days.length > 1 ? `${days[0]} to ${days.at(-1)}` : String(days[0]);
    return `${span}, ${clock(String(spec.opens))} to ${clock(String(spec.closes))}`;
  });
}

/** The marked hours the page's text does not show. */
export const hoursNotShown = (url: string, blocks: string[], text: string): string[] =>
  markedHours(blocks)
    .filter((hours) => !text.includes(hours))
    .map((hours) => `${url}: the markup says "${hours}", the page does not show it`);

const DAY = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const TIME = '\\d{1,2}(?::\\d{2})?\\s?[ap]m';
/** "Monday to Friday, 9am to 6pm", or a 24-hour span such as "9:00 to 17:00". */
const STATED_HOURS = new RegExp(`${DAY}(?: to ${DAY})?, ${TIME} to ${TIME}|\\b\\d{1,2}:\\d{2} to \\d{1,2}:\\d{2}\\b`, 'g');

/** The office hours a page's text states, written as markedHours writes them (a 24-hour span as "9am to 5pm"). */
export function statedHours(text: string): string[] {
  return [...text.matchAll(STATED_HOURS)].map(([match]) => {
    const span = /^(\d{1,2}:\d{2}) to (\d{1,2}:\d{2})$/.exec(match);
    return span ? `${clock(span[1]!)} to ${clock(span[2]!)}` : match.replace(/\s(?=[ap]m)/g, '');
  });
}

/** The hours a page states that are not the business's marked hours (a span without days is compared by its times). */
export const hoursNotMarked = (url: string, text: string, marked: readonly string[]): string[] =>
  statedHours(text)
    .filter((stated) => !marked.some((hours) => hours === stated || hours.endsWith(`, ${stated}`)))
    .map((stated) => `${url}: the page says "${stated}", the business's markup says "${marked.join('; ')}"`);

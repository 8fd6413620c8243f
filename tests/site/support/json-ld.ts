/** What makes one page's JSON-LD acceptable, apart from which types it emits (that is the policy's job). */
import type { SchemaType } from '../../../src/lib/structured-data-policy';

/**
 * The properties each schema.org type of the site must carry (Google's required fields where it has
 * them). Keyed by the policy's own type list, so a type added there needs a rule here before it
 * typechecks, and a type the policy dropped cannot linger.
 */
export const REQUIRED_JSON_LD = {
  ProfessionalService: ['name', 'address', 'telephone', 'url'],
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  // Google's Article fields are all recommended; the dates are ours to require, since every article and case study has them.
  Article: ['headline', 'author', 'publisher', 'datePublished', 'dateModified'],
  Service: ['name', 'provider', 'serviceType'],
  WebApplication: ['name', 'applicationCategory', 'offers'],
  OfferCatalog: ['name', 'itemListElement'],
  Quiz: ['name', 'about'],
} as const satisfies Record<SchemaType, readonly string[]>;

type Item = Record<string, unknown>;

/** The items of one JSON-LD script (it may carry several as an array, which is valid), or null when it does not parse. */
export function jsonLdItems(block: string): Item[] | null {
  try {
    return [JSON.parse(block) as Item | Item[]].flat();
  } catch {
    return null;
  }
}

/** The @type of every item of a page's JSON-LD scripts (a script that does not parse contributes none). */
export const jsonLdTypes = (blocks: string[]): string[] => blocks.flatMap((block) => (jsonLdItems(block) ?? []).map((item) => String(item['@type'])));

/** What is wrong with one JSON-LD script, each problem prefixed with the page's URL. */
export function jsonLdProblems(url: string, block: string): string[] {
  const items = jsonLdItems(block);
  if (!items) return [`${url}: JSON-LD does not parse`];
  const problems: string[] = [];
  for (const data of items) {
    const type = String(data['@type']);
    if (data['@context'] !== 'https://schema.org') problems.push(`${url}: ${type} without the schema.org context`);
    const required: readonly string[] | undefined = Object.hasOwn(REQUIRED_JSON_LD, type) ? REQUIRED_JSON_LD[type as SchemaType] : undefined;
    if (!required) {
      problems.push(`${url}: no rule for JSON-LD type ${type}`);
      continue;
    }
    for (const property of required) if (data[property] === undefined || data[property] === '') problems.push(`${url}: ${type} lacks ${property}`);
    if (type === 'FAQPage') {
      for (const question of asList(data.mainEntity) as { name?: string; acceptedAnswer?: { text?: string } }[]) {
        if (!question.name || !question.acceptedAnswer?.text) problems.push(`${url}: FAQ entry without question or answer`);
      }
    }
    if (type === 'BreadcrumbList') {
      for (const item of asList(data.itemListElement) as { position?: number; name?: string; item?: string }[]) {
        if (!item.position || !item.name || !item.item) problems.push(`${url}: breadcrumb item incomplete`);
      }
    }
  }
  return problems;
}

// A list property that is missing is reported as missing above; here it just yields nothing to walk.
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

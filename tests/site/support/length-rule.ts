/**
 * What the site's own advice says of a page's title and meta description, as problems a check can list:
 * within the site's house style (SEO_TITLE_LENGTH and SEO_DESCRIPTION_LENGTH in
 * supabase/functions/_shared/seo-length-rule.ts, inside the practical maximum the SEO tool and the
 * weekly report advise), not cut short with an ellipsis, and a description that ends as a whole
 * sentence. Shared by the site check and its own can-fail tests.
 */
import { SEO_DESCRIPTION_LENGTH, SEO_TITLE_LENGTH, type LengthRange } from '@shared/seo-length-rule';

/** "…" or "..." at the end: text cut to fit instead of written to fit. */
const ENDS_WITH_ELLIPSIS = /(…|\.\.\.)$/;
/** A sentence ends with . ! or ?, possibly inside a closing quote or bracket. */
const ENDS_AS_SENTENCE = /[.!?]["”’)]?$/;

function rangeProblem(what: string, text: string, range: LengthRange): string[] {
  const { length } = text;
  if (length >= range.min && length <= range.max) return [];
  return [`${what} has ${length} characters, outside ${range.min}-${range.max}: "${text}"`];
}

export function titleProblems(title: string | null, range: LengthRange = SEO_TITLE_LENGTH): string[] {
  if (!title) return ['no title'];
  const text = title.trim();
  return [...rangeProblem('title', text, range), ...(ENDS_WITH_ELLIPSIS.test(text) ? [`title ends with an ellipsis: "${text}"`] : [])];
}

export function descriptionProblems(description: string | null, range: LengthRange = SEO_DESCRIPTION_LENGTH): string[] {
  if (!description) return ['no description'];
  const text = description.trim();
  const ending = ENDS_WITH_ELLIPSIS.test(text)
    ? [`description ends with an ellipsis: "${text}"`]
    : ENDS_AS_SENTENCE.test(text)
      ? []
      : [`description does not end as a whole sentence: "${text}"`];
  return [...rangeProblem('description', text, range), ...ending];
}

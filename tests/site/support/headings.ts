/**
 * The heading outline of a page, checked over the whole document in source order (header, main,
 * footer alike), which is how a screen reader's heading list and a crawler read it: the outline
 * must open with the h1 and never go down more than one level at a time (h2 → h4 leaves a reader
 * wondering what h3 was skipped). Going back up by any number of levels is fine (h4 → h2 starts a
 * new section). Checking only <main> would miss a footer h4 under the page's last h2.
 */
import type { Heading } from './page-facts';

export function headingOutlineProblems(headings: readonly Heading[]): string[] {
  const problems: string[] = [];
  const h1s = headings.filter((heading) => heading.level === 1).length;
  if (h1s !== 1) problems.push(`${h1s} h1 elements, expected one`);
  if (headings.length > 0 && headings[0]!.level !== 1) problems.push(`the first heading is h${headings[0]!.level} "${headings[0]!.text}", expected the h1`);
  headings.forEach((heading, index) => {
    const previous = headings[index - 1];
    if (previous && heading.level > previous.level + 1) {
      problems.push(`h${previous.level} "${previous.text}" is followed by h${heading.level} "${heading.text}", skipping h${previous.level + 1}`);
    }
  });
  return problems;
}

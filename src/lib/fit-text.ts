/** Shortens text to at most `max` characters at a word boundary, with an ellipsis: the neighborhood cards' summaries only. A title or description is written to fit, never cut (decision 0037). */
export function fitText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:–-]+$/, '')}…`;
}

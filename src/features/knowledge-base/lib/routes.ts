/**
 * The route rule for articles (docs/requirements/knowledge-base.md#routes): one route per article in the bundled data; if that
 * data is missing or not a list, an error is logged and a generic {id} route is used. The route table
 * imports this file alone, and runs in plain Node too: it must not reach the article loader, whose
 * import.meta.glob exists only under Vite.
 */
export function knowledgeArticlePaths(catalog: unknown): string[] {
  if (!Array.isArray(catalog)) {
    console.error('Knowledge base: the article data is missing or not a list; using a generic article route.');
    return ['/knowledge-base/:id'];
  }
  return catalog.filter((entry): entry is { id: string } => typeof entry?.id === 'string').map((entry) => `/knowledge-base/${entry.id}`);
}

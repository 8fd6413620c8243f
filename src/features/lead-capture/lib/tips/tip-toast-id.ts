/** The toast id a tip shows under: one per article, so the same tip never stacks twice. */
export const tipToastId = (articleId: string) => `tip-${articleId}`;

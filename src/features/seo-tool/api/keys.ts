/** The SEO tool's mutation keys: the page check, the one request an analysis makes. */
export const seoToolKeys = {
  all: ['seo-tool'] as const,
  checkPage: () => [...seoToolKeys.all, 'check-page'] as const,
};

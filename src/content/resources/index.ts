/** Content for the free resources: checklist, guides, SOP, PDFs and the audit workbook. */
export * from './seo-checklist';
export * from './backlink-101';
export * from './website-seo-sop';
export * from './on-page-seo-essentials';
export * from './whitepaper';
export * from './seo-audit-template';

/**
 * The site's PDF writer. It lives with the edge functions' shared code, which the weekly SEO report
 * function also uses under Deno (docs/decisions/0021-weekly-reports.md); the browser and the build
 * reach it here, as they reach the shared field rules.
 */
export { pdfSafe, renderPdf, renderPdfBytes } from '../../../supabase/functions/_shared/pdf-writer';
export type { PdfDocumentSpec } from '../../../supabase/functions/_shared/pdf-writer';

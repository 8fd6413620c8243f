/** Builds the checklist PDF in the browser with the visitor's ticks and hands it to the browser as a download. */
import { renderPdf } from '@shared/pdf-writer';
import { checklistPdfSpec } from './pdf-documents';

export const CHECKLIST_FILE_NAME = 'seo-checklist.pdf';

export function downloadChecklistPdf(completed: ReadonlySet<string>): void {
  renderPdf(checklistPdfSpec(completed)).save(CHECKLIST_FILE_NAME);
}

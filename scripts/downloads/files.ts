/** Every downloadable file: its public path and how to make its bytes. */
import { downloads } from '../../src/content/downloads';
import {
  backlinkGuidePdfSpec,
  checklistPdfSpec,
  onPageEssentialsPdfSpec,
  sopPdfSpec,
  whitepaperPdfSpec,
} from '../../src/features/resources/lib/pdf-documents';
import { renderPdfBytes } from '@shared/pdf-writer';
import { buildAuditWorkbook } from './audit-workbook';

export interface DownloadFile {
  path: string;
  contentType: string;
  build: () => Promise<Uint8Array>;
}

export const downloadFiles: DownloadFile[] = [
  { path: downloads.onPageEssentials.path, contentType: 'application/pdf', build: async () => renderPdfBytes(onPageEssentialsPdfSpec()) },
  { path: downloads.whitepaper.path, contentType: 'application/pdf', build: async () => renderPdfBytes(whitepaperPdfSpec()) },
  { path: downloads.checklist.path, contentType: 'application/pdf', build: async () => renderPdfBytes(checklistPdfSpec()) },
  { path: downloads.sop.path, contentType: 'application/pdf', build: async () => renderPdfBytes(sopPdfSpec()) },
  { path: downloads.backlinkGuide.path, contentType: 'application/pdf', build: async () => renderPdfBytes(backlinkGuidePdfSpec()) },
  {
    path: downloads.auditTemplate.path,
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    build: buildAuditWorkbook,
  },
];

import { FileSpreadsheet, FileText } from 'lucide-react';
import { downloads, type DownloadId } from '@/content/downloads';

/** Links to ready-made files of the site, each downloading a real PDF or workbook. */
export function DownloadLinks({ ids, className }: { ids: DownloadId[]; className?: string }) {
  return (
    <ul className={className}>
      {ids.map((id) => {
        const file = downloads[id];
        const Icon = file.path.endsWith('.xlsx') ? FileSpreadsheet : FileText;
        return (
          <li key={id}>
            <a href={file.path} download className="inline-flex items-center gap-2 py-1 font-semibold text-brand-700 underline-offset-2 hover:underline">
              <Icon aria-hidden="true" className="size-5" />
              {file.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

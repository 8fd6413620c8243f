import { FlaskConical, Gauge } from 'lucide-react';
import type { DataOrigin } from '../lib/types';

const copy: Record<DataOrigin, string> = {
  measured: 'Measured live from your page.',
  simulated: 'Simulated example data for illustration, not live measurements.',
};

/** Says plainly whether a tab shows real figures or simulated ones. */
export function DataSourceNote({ origin, detail }: { origin: DataOrigin; detail?: string }) {
  const Icon = origin === 'measured' ? Gauge : FlaskConical;
  return (
    <p className="flex items-start gap-2 text-sm text-ink-700">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
      <span>
        <span className="font-semibold text-ink-900">{origin === 'measured' ? 'Measured' : 'Simulated'}:</span> {detail ?? copy[origin]}
      </span>
    </p>
  );
}

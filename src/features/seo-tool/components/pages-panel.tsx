import { scoreTone } from '../lib/bands';
import { formatLoadTime } from '../lib/format';
import type { DataOrigin, PageRow } from '../lib/types';
import { DataSourceNote } from './data-source-note';
import { ToneBadge } from './tone';

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <div>
      <dt className="text-xs font-semibold uppercase tracking-wide text-ink-600">{label}</dt>
      <dd className="mt-0.5 text-ink-950">{value}</dd>
    </div>
  );
}

export function PagesPanel({ pages, origin, fallbackReason }: { pages: PageRow[]; origin: DataOrigin; fallbackReason?: string }) {
  return (
    <div className="space-y-4">
      <DataSourceNote
        origin={origin}
        detail={
          origin === 'measured' ? 'The page below was fetched and measured live.' : `Example pages, simulated.${fallbackReason ? ` ${fallbackReason}` : ''}`
        }
      />
      <ul className="space-y-4">
        {pages.map((page) => (
          <li key={page.url} className="rounded-card border border-ink-100 bg-white p-5">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div className="min-w-0">
                <h4 className="font-semibold text-ink-950">{page.title || 'No title tag'}</h4>
                <p className="break-all text-sm text-ink-600">{page.url}</p>
              </div>
              <ToneBadge tone={scoreTone(page.score)}>Score {page.score}</ToneBadge>
            </div>
            <p className="mt-3 text-sm text-ink-700">{page.metaDescription || 'No meta description.'}</p>
            <dl className="mt-4 grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
              <Fact label="Words" value={page.wordCount.toLocaleString('en-US')} />
              <Fact label="H1 headings" value={page.h1Count} />
              <Fact label="Load time" value={formatLoadTime(page.loadTime)} />
              <Fact label="Images with alt" value={`${page.imagesWithAlt} of ${page.images}`} />
              <Fact label="Internal links" value={page.internalLinks} />
              <Fact label="External links" value={page.externalLinks} />
              <Fact label="Title length" value={`${page.title.length} characters`} />
              <Fact label="Description length" value={`${page.metaDescription.length} characters`} />
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}

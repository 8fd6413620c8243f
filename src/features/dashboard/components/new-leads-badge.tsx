import { useEffect, useState } from 'react';
import { PageTitle } from '@/components/seo/page-head';
import { Button } from '@/components/ui/button';
import { useNewLeadCount } from '../api/get-new-lead-count';
import { readLastSeen, recordSeen } from '../lib/last-seen';

const TITLE = 'Leads Dashboard | LA SEO Group';

/**
 * "N new since your last visit", and the count in the tab's title, so a tab left open shows that
 * leads have come in. The previous visit's time is read once; this visit is recorded for the next.
 */
interface NewLeadsBadgeProps {
  /** Mark as seen was pressed; its button goes with the badge, so the caller moves focus. */
  onSeen: () => void;
}

export function NewLeadsBadge({ onSeen }: NewLeadsBadgeProps) {
  const [since, setSince] = useState(() => readLastSeen(new Date()));
  useEffect(() => {
    recordSeen(new Date());
  }, []);
  const { data: count = 0 } = useNewLeadCount(since);
  const shown = count > 10_000 ? '10,000+' : count.toLocaleString('en-US');
  return (
    <>
      <PageTitle title={count > 0 ? `(${shown}) ${TITLE}` : TITLE} />
      {count > 0 ? (
        <p className="mt-2 flex flex-wrap items-center gap-3">
          <span className="rounded-pill bg-accent-100 px-3 py-1 text-sm font-semibold text-accent-700">{shown} new since your last visit</span>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              setSince(recordSeen(new Date()));
              onSeen();
            }}
          >
            Mark as seen
          </Button>
        </p>
      ) : null}
    </>
  );
}

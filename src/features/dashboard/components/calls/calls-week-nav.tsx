import { Button } from '@/components/ui/button';

interface CallsWeekNavProps {
  page: number;
  busy: boolean;
  onPage: (page: number) => void;
}

/**
 * Pages the Calls view a week at a time (issue 61): back to past weeks, forward again, and back to
 * today. The three buttons are always there and never disabled, so the one pressed keeps focus;
 * "This week" on this week does nothing. What a page shows is said once it has loaded (calls-view.tsx).
 */
export function CallsWeekNav({ page, busy, onPage }: CallsWeekNavProps) {
  return (
    <nav aria-label="Weeks of calls" aria-busy={busy} className="flex flex-wrap gap-2">
      <Button variant="secondary" size="sm" onClick={() => onPage(page - 1)}>
        Previous week
      </Button>
      <Button variant="secondary" size="sm" aria-current={page === 0 ? 'page' : undefined} onClick={() => onPage(0)}>
        This week
      </Button>
      <Button variant="secondary" size="sm" onClick={() => onPage(page + 1)}>
        Next week
      </Button>
    </nav>
  );
}

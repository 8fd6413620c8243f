import { useSpeedWeeks } from '../../api/get-speed';
import { useWaitingSummary } from '../../api/get-waiting-summary';
import type { DashboardViewProps } from '../dashboard-view-props';
import { ViewHeader } from '../view-header';
import { MorningEmailSetting } from './morning-email-setting';
import { SpeedTable } from './speed-table';
import { WaitingCount } from './waiting-count';

const WEEKS = 12;

/** The `speed` view: median and 90th percentile time to first touch per week, the waiting count and the morning e-mail. */
export function SpeedView({ headingRef }: DashboardViewProps) {
  const weeks = useSpeedWeeks(WEEKS);
  const waiting = useWaitingSummary();
  return (
    <section aria-labelledby="speed-heading" className="space-y-6">
      <div>
        <ViewHeader title="Speed to Lead" headingId="speed-heading" headingRef={headingRef} />
        <p className="mt-1 max-w-prose text-sm text-ink-700">
          The time from a lead&rsquo;s arrival to its first status change away from New. Office hours are Monday to Friday, 9am to 6pm PT; a lead that arrives
          at night or on a weekend is measured from the next opening, and the time in all is shown beside it.
        </p>
        <WaitingCount summary={waiting.data} />
      </div>
      <MorningEmailSetting summary={waiting.data} />
      {weeks.data ? (
        <SpeedTable weeks={weeks.data} />
      ) : (
        <p className="text-sm text-ink-600">{weeks.isError ? 'Speed to lead could not be loaded.' : 'Loading speed to lead…'}</p>
      )}
    </section>
  );
}

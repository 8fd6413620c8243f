import type { ReactNode, Ref } from 'react';
import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useDashboardLogout } from '../api/session-context';
import { DeliveryHealthLine } from './delivery-health-line';

interface ViewHeaderProps {
  title: string;
  /** The heading takes focus after logging in (dashboard.tsx). */
  headingRef?: Ref<HTMLHeadingElement>;
  headingId?: string;
  /** What stands under the heading: counts, the last refresh. */
  children?: ReactNode;
}

/** Every logged-in view's top row: its h1, whatever sits under it, the e-mail delivery line, and Logout (the session's, session-context.ts). */
export function ViewHeader({ title, headingRef, headingId, children }: ViewHeaderProps) {
  const onLogout = useDashboardLogout();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 id={headingId} ref={headingRef} className="text-display-sm sm:text-display-md">
          {title}
        </h1>
        {children}
        <DeliveryHealthLine />
      </div>
      <Button variant="secondary" size="sm" onClick={onLogout}>
        <LogOut aria-hidden="true" className="size-4" /> Logout
      </Button>
    </div>
  );
}

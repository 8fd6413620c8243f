import type { ReactNode, Ref } from 'react';
import { Lock } from 'lucide-react';

/**
 * The card the dashboard shows before the leads: while a kept token is checked and then with the
 * login form (both in login-form.tsx, which keeps the two the same height).
 */
export function AccessCard({ children, headingRef }: { children: ReactNode; headingRef?: Ref<HTMLHeadingElement> }) {
  return (
    <div className="mx-auto max-w-md rounded-card border border-ink-100 bg-white p-8 shadow-card">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <h1 ref={headingRef} className="mt-4 text-display-sm">
        Leads Dashboard
      </h1>
      <p className="mt-2 text-ink-700">Staff only. Enter the team password to see and manage leads.</p>
      {children}
    </div>
  );
}

import { CheckCircle2 } from 'lucide-react';
import { ContentTabs } from '@/components/ui/content-tabs';
import type { ServicePage } from '@/content/services/types';

/** The tabbed process: one tab per phase, the page's default phase open first, every phase in the page's HTML. */
export function ServiceProcessTabs({ process }: { process: ServicePage['process'] }) {
  return (
    <ContentTabs
      label="Process phases"
      defaultValue={process.defaultTab}
      className="mt-10"
      listClassName="justify-center"
      panelClassName="mx-auto mt-8 max-w-3xl rounded-card bg-white p-6 shadow-card sm:p-8"
      tabs={process.tabs.map((tab) => ({
        id: tab.id,
        label: tab.label,
        content: (
          <>
            <h3 className="text-display-sm">{tab.heading}</h3>
            <p className="mt-2 text-ink-700">{tab.summary}</p>
            <ol className="mt-6 space-y-3">
              {tab.steps.map((step) => (
                <li key={step} className="flex gap-3 text-ink-800">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                  {step}
                </li>
              ))}
            </ol>
          </>
        ),
      }))}
    />
  );
}

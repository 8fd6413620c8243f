import { CheckCircle2 } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { ServicePage } from '@/content/services/types';

/** The tabbed process: one tab per phase, the page's default phase open first. */
export function ServiceProcessTabs({ process }: { process: ServicePage['process'] }) {
  return (
    <Tabs defaultValue={process.defaultTab} className="mt-10">
      <TabsList aria-label="Process phases" className="justify-center">
        {process.tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {process.tabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="mx-auto mt-8 max-w-3xl rounded-card bg-white p-6 shadow-card sm:p-8">
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
        </TabsContent>
      ))}
    </Tabs>
  );
}

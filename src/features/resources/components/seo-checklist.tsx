import { useState } from 'react';
import { Download, Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { downloads } from '@/content/downloads';
import { CHECKLIST_CATEGORIES, seoChecklist } from '@/content/resources/seo-checklist';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/toast';
import { checklistProgress, priorityClasses } from '../lib/checklist';
import { ProgressRing } from './progress-ring';

/** The interactive checklist: tick tasks, watch the ring, print it or download it as a PDF. Nothing is stored. */
export function SeoChecklist() {
  const [completed, setCompleted] = useState<ReadonlySet<string>>(new Set());
  const percent = checklistProgress(completed.size, seoChecklist.length);

  const toggle = (id: string) =>
    setCompleted((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const downloadPdf = async () => {
    try {
      const { downloadChecklistPdf } = await import('../lib/download-checklist');
      downloadChecklistPdf(completed);
      void notify.success('SEO Checklist downloaded successfully');
    } catch (error) {
      console.error('Checklist PDF failed:', error);
      void notify.error('The PDF could not be created', { description: 'Please try again, or use the ready-made PDF link below.' });
    }
  };

  return (
    <div>
      <div className="flex flex-col gap-6 rounded-card bg-ink-50 p-6 sm:flex-row sm:items-center print:hidden">
        <ProgressRing percent={percent} label="Checklist progress" />
        <div className="flex-1">
          <p className="text-lg font-semibold text-ink-950">
            {completed.size} of {seoChecklist.length} tasks complete
          </p>
          <p className="mt-1 text-ink-700">Tick tasks as you finish them. Your ticks stay on this page only; download the PDF to keep them.</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button variant="secondary" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print
            </Button>
            <Button onClick={() => void downloadPdf()}>
              <Download aria-hidden="true" className="size-4" />
              Download PDF
            </Button>
          </div>
          <p className="mt-3 text-sm text-ink-700">
            Prefer a blank copy?{' '}
            <a href={downloads.checklist.path} download className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              Download the full checklist (PDF)
            </a>
          </p>
        </div>
      </div>
      <div className="mt-10 space-y-10">
        {CHECKLIST_CATEGORIES.map((category) => (
          <section key={category} aria-labelledby={`checklist-${category}`}>
            <h2 id={`checklist-${category}`} className="text-display-sm">
              {category}
            </h2>
            <ul className="mt-4 space-y-3">
              {seoChecklist
                .filter((item) => item.category === category)
                .map((item) => {
                  const done = completed.has(item.id);
                  return (
                    <li key={item.id} className="rounded-card border border-ink-100 bg-white p-4">
                      <div className="flex items-start gap-3">
                        <input
                          id={item.id}
                          type="checkbox"
                          checked={done}
                          onChange={() => toggle(item.id)}
                          aria-describedby={`${item.id}-description`}
                          className="mt-1 size-5 shrink-0 accent-brand-700"
                        />
                        <div className="min-w-0 flex-1">
                          <div className="flex flex-wrap items-center gap-2">
                            <label htmlFor={item.id} className={cn('font-semibold text-ink-950', done && 'line-through')}>
                              {item.task}
                            </label>
                            <span className={cn('rounded-pill px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', priorityClasses(item.priority))}>
                              {item.priority} priority
                            </span>
                          </div>
                          <p id={`${item.id}-description`} className={cn('mt-1 text-ink-700', done && 'opacity-60')}>
                            {item.description}
                          </p>
                        </div>
                      </div>
                    </li>
                  );
                })}
            </ul>
          </section>
        ))}
      </div>
    </div>
  );
}

import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { untilFoundProps } from './until-found-html';
import { useHiddenUntilFound } from './use-hidden-until-found';

export interface AccordionEntry {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/**
 * A single-open, collapsible accordion on Radix (keyboard: arrows, Home, End, Enter, Space). Every
 * answer is in the page, open or not: a closed one is `hidden="until-found"`, so it is in the
 * prerendered HTML for crawlers and find-in-page opens it.
 */
export function Accordion({ items, defaultValue, headingLevel = 3 }: { items: AccordionEntry[]; defaultValue?: string; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  const [open, setOpen] = useState(defaultValue ?? '');
  return (
    <AccordionPrimitive.Root type="single" collapsible value={open} onValueChange={setOpen} className="divide-y divide-ink-100 rounded-card border border-ink-100 bg-white">
      {items.map((item) => (
        <AccordionPrimitive.Item key={item.id} value={item.id}>
          <AccordionPrimitive.Header asChild>
            <Heading className="font-sans text-base">
              <AccordionPrimitive.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-ink-950 hover:bg-ink-50">
                {item.title}
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-ink-600 transition-transform group-data-[state=open]:rotate-180" />
              </AccordionPrimitive.Trigger>
            </Heading>
          </AccordionPrimitive.Header>
          <AccordionPanel closed={open !== item.id} onFound={() => setOpen(item.id)}>
            {item.content}
          </AccordionPanel>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}

function AccordionPanel({ closed, onFound, children }: { closed: boolean; onFound: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useHiddenUntilFound(ref, closed, onFound);
  // Mounted while closed (forceMount), with its `hidden` from us: Radix would unmount the content.
  // The spacing sits on the inner div, because a hidden-until-found panel keeps its own box.
  return (
    <AccordionPrimitive.Content ref={ref} forceMount {...untilFoundProps(closed)}>
      <div className="px-5 pb-5 text-ink-700">{children}</div>
    </AccordionPrimitive.Content>
  );
}

import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AccordionEntry {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

/** A single-open, collapsible accordion on Radix (keyboard: arrows, Home, End, Enter, Space). */
export function Accordion({ items, defaultValue, headingLevel = 3 }: { items: AccordionEntry[]; defaultValue?: string; headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Root type="single" collapsible defaultValue={defaultValue} className="divide-y divide-ink-100 rounded-card border border-ink-100 bg-white">
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
          <AccordionPrimitive.Content className="px-5 pb-5 text-ink-700">{item.content}</AccordionPrimitive.Content>
        </AccordionPrimitive.Item>
      ))}
    </AccordionPrimitive.Root>
  );
}

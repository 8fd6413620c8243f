import * as TabsPrimitive from '@radix-ui/react-tabs';
import { useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Tabs, TabsList, TabsTrigger } from './tabs';
import { untilFoundProps } from './until-found-html';
import { useHiddenUntilFound } from './use-hidden-until-found';

export interface ContentTab {
  id: string;
  label: string;
  content: ReactNode;
}

interface ContentTabsProps {
  tabs: readonly ContentTab[];
  defaultValue: string;
  /** Names the tab list for screen readers. */
  label: string;
  className?: string;
  listClassName?: string;
  /** The look of each panel's content (spacing, card); the panel itself stays bare. */
  panelClassName?: string;
}

/**
 * Tabs over a page's own text: every panel is in the page, the inactive ones `hidden="until-found"`,
 * so the prerendered HTML carries all of it for crawlers and find-in-page switches to the tab it
 * found text in. For a tool's or the dashboard's views, where only the chosen one should render,
 * use the plain `Tabs` of tabs.tsx.
 */
export function ContentTabs({ tabs, defaultValue, label, className, listClassName, panelClassName }: ContentTabsProps) {
  const [selected, setSelected] = useState(defaultValue);
  return (
    <Tabs value={selected} onValueChange={setSelected} className={className}>
      <TabsList aria-label={label} className={listClassName}>
        {tabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <ContentTabPanel key={tab.id} value={tab.id} closed={selected !== tab.id} onFound={() => setSelected(tab.id)} className={panelClassName}>
          {tab.content}
        </ContentTabPanel>
      ))}
    </Tabs>
  );
}

function ContentTabPanel({ value, closed, onFound, className, children }: { value: string; closed: boolean; onFound: () => void; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useHiddenUntilFound(ref, closed, onFound);
  // A hidden-until-found panel keeps its own box (margins, padding, a card's shadow), so the look
  // sits on the inner div, which the browser does not draw while the panel is hidden. The focused
  // panel's ring is drawn there too, so it follows the content's box and corners.
  return (
    <TabsPrimitive.Content ref={ref} value={value} forceMount {...untilFoundProps(closed)} className="group/panel focus-visible:outline-none">
      <div className={cn('group-focus-visible/panel:focus-ring group-focus-visible/panel:outline-offset-4', className)}>{children}</div>
    </TabsPrimitive.Content>
  );
}

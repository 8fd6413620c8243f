import * as TabsPrimitive from '@radix-ui/react-tabs';
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from 'react';
import { cn } from '@/lib/cn';

/**
 * Tabs on Radix (arrow keys move between tabs, Home and End jump, one panel at a time): for views
 * such as the SEO tool's results, where only the chosen panel renders. A page's own text goes in
 * `ContentTabs` (content-tabs.tsx), which keeps every panel in the HTML.
 */
export const Tabs = TabsPrimitive.Root;

export const TabsList = forwardRef<ElementRef<typeof TabsPrimitive.List>, ComponentPropsWithoutRef<typeof TabsPrimitive.List>>(function TabsList(
  { className, ...props },
  ref,
) {
  return <TabsPrimitive.List ref={ref} className={cn('flex flex-wrap gap-2', className)} {...props} />;
});

const triggerStyles = {
  pill: 'rounded-pill border border-ink-200 bg-white px-4 py-2 text-sm font-semibold text-ink-800 hover:border-brand-300 disabled:cursor-not-allowed disabled:opacity-50 data-[state=active]:border-brand-700 data-[state=active]:bg-brand-700 data-[state=active]:text-white',
  underline:
    'border-b-2 border-transparent px-3 py-2 text-sm font-semibold text-ink-700 hover:text-brand-700 data-[state=active]:border-brand-700 data-[state=active]:text-brand-700',
} as const;

interface TabsTriggerProps extends ComponentPropsWithoutRef<typeof TabsPrimitive.Trigger> {
  variant?: keyof typeof triggerStyles;
}

export const TabsTrigger = forwardRef<ElementRef<typeof TabsPrimitive.Trigger>, TabsTriggerProps>(function TabsTrigger(
  { className, variant = 'pill', ...props },
  ref,
) {
  return <TabsPrimitive.Trigger ref={ref} className={cn(triggerStyles[variant], className)} {...props} />;
});

export const TabsContent = forwardRef<ElementRef<typeof TabsPrimitive.Content>, ComponentPropsWithoutRef<typeof TabsPrimitive.Content>>(
  function TabsContent({ className, ...props }, ref) {
    return <TabsPrimitive.Content ref={ref} className={cn('focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600', className)} {...props} />;
  },
);

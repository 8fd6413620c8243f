import { lazy, Suspense, type ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import type { DashboardViewProps } from './dashboard-view-props';

/** The logged-in dashboard's views, chosen by the `view` search param; each loads as a chunk of its own. */
const DASHBOARD_VIEWS: { id: string; label: string; component: ComponentType<DashboardViewProps> }[] = [
  { id: 'leads', label: 'Leads', component: lazy(() => import('./leads-view').then((module) => ({ default: module.LeadsView }))) },
  { id: 'sources', label: 'Sources', component: lazy(() => import('./sources/sources-view').then((module) => ({ default: module.SourcesView }))) },
  { id: 'calls', label: 'Calls', component: lazy(() => import('./calls/calls-view').then((module) => ({ default: module.CallsView }))) },
  { id: 'speed', label: 'Speed to lead', component: lazy(() => import('./speed/speed-view').then((module) => ({ default: module.SpeedView }))) },
];

export const VIEW_PARAM = 'view';

/** The tab list at the top and the chosen view under it (Radix tabs: arrow keys move, one panel mounted). */
export function DashboardViews(props: DashboardViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const chosen = searchParams.get(VIEW_PARAM);
  const current = DASHBOARD_VIEWS.some((view) => view.id === chosen) ? chosen! : DASHBOARD_VIEWS[0]!.id;
  const choose = (id: string) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (id === DASHBOARD_VIEWS[0]!.id) next.delete(VIEW_PARAM);
      else next.set(VIEW_PARAM, id);
      return next;
    });
  return (
    <Tabs value={current} onValueChange={choose} className="space-y-6">
      <TabsList aria-label="Dashboard views">
        {DASHBOARD_VIEWS.map((view) => (
          <TabsTrigger key={view.id} value={view.id}>
            {view.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {DASHBOARD_VIEWS.map(({ id, component: View }) => (
        <TabsContent key={id} value={id}>
          {/* Only the first load checks access; a view's code arriving is no news, and is not said (issue 52). */}
          <Suspense fallback={<p className="rounded-card border border-ink-100 bg-white p-6 text-ink-700">Loading the view...</p>}>
            <View {...props} />
          </Suspense>
        </TabsContent>
      ))}
    </Tabs>
  );
}

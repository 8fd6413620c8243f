import type { ComponentType, Ref } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LeadsView } from './leads-view';
import { SpeedView } from './speed/speed-view';

export interface DashboardViewProps {
  token: string;
  onLogout: () => void;
  /** The leads view's heading, which takes focus after logging in (dashboard.tsx). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** The logged-in dashboard's views, chosen by the `view` search param (issue 42); `leads` is the default. */
export const DASHBOARD_VIEWS: { id: string; label: string; component: ComponentType<DashboardViewProps> }[] = [
  { id: 'leads', label: 'Leads', component: LeadsView },
  { id: 'speed', label: 'Speed to lead', component: SpeedView },
];

const VIEW_PARAM = 'view';

/** The views as tabs (arrow keys between them, Radix); only the chosen one is mounted. */
export function DashboardViews(props: DashboardViewProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const current = DASHBOARD_VIEWS.find((view) => view.id === searchParams.get(VIEW_PARAM))?.id ?? 'leads';
  const choose = (id: string) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (id === 'leads') next.delete(VIEW_PARAM);
      else next.set(VIEW_PARAM, id);
      return next;
    });
  return (
    <Tabs value={current} onValueChange={choose}>
      <TabsList aria-label="Dashboard views" className="mb-6">
        {DASHBOARD_VIEWS.map((view) => (
          <TabsTrigger key={view.id} value={view.id} variant="underline">
            {view.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {DASHBOARD_VIEWS.map(({ id, component: View }) => (
        <TabsContent key={id} value={id}>
          <View {...props} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';

const loadDialog = () => import('./report-scheduler-dialog');
const ReportSchedulerDialog = lazy(() => loadDialog().then((module) => ({ default: module.ReportSchedulerDialog })));

/** Opens the scheduler; its code (form library included) loads on first intent. */
export function ReportSchedulerButton({ children, ...props }: ButtonProps) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        {...props}
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <ReportSchedulerDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}

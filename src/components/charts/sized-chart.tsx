import type { ReactNode } from 'react';
import { useElementSize } from './use-element-size';

/**
 * Fills its box and draws its chart at the box's measured size, so the layout choices (columns or
 * rows, how names wrap) are made for the width the chart really has.
 */
export function SizedChart({ children }: { children: (size: { width: number; height: number }) => ReactNode }) {
  const [ref, size] = useElementSize<HTMLDivElement>();
  return (
    <div ref={ref} className="size-full overflow-hidden">
      {size.width > 0 && size.height > 0 ? children(size) : null}
    </div>
  );
}

import { Fragment, type ReactNode } from 'react';
import { cn } from '@/lib/cn';

const layouts = {
  /** The note on its own line under the amount, for narrow cards side by side. */
  stacked: { row: undefined, amount: 'text-4xl', note: 'mt-1 block text-sm text-ink-700' },
  /** The note beside the amount on its baseline, wrapping under it when there is no room. */
  inline: { row: 'flex flex-wrap items-baseline gap-x-2', amount: 'text-4xl sm:text-5xl', note: 'text-ink-700' },
} as const;

interface PriceTagProps {
  /** As displayed: '$950', '$3,500+' or 'Custom Quote'. */
  amount: string;
  /** The period or terms, e.g. 'per month'. */
  note: string;
  layout: keyof typeof layouts;
  className?: string;
}

/**
 * A price in large display type with its period or terms. On a phone the type is a size smaller and
 * may break after a slash: "$3,500/month" at text-5xl was 355 px wide in a 290 px card (issue 40).
 */
export function PriceTag({ amount, note, layout, className }: PriceTagProps) {
  const { row, amount: amountSize, note: noteStyle } = layouts[layout];
  return (
    <p className={cn(className, row)}>
      <span className={cn('font-display font-extrabold text-ink-950', amountSize)}>{breakAfterSlashes(amount)}</span>
      <span className={noteStyle}>{note}</span>
    </p>
  );
}

/** "$3,500/month" as "$3,500/" and "month" with a line-break opportunity between them. */
function breakAfterSlashes(amount: string): ReactNode {
  const parts = amount.split('/');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 ? (
        <>
          /<wbr />
        </>
      ) : null}
    </Fragment>
  ));
}

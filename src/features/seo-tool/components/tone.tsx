import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import type { Tone } from '../lib/bands';

/** Colours of the bands (docs/requirements/seo-tool.md#bands-and-colours); every text colour is AA on its own background. */
export const toneText: Record<Tone, string> = {
  green: 'text-green-800',
  yellow: 'text-yellow-800',
  red: 'text-red-700',
  orange: 'text-orange-800',
  'dark-red': 'text-red-900',
  blue: 'text-blue-800',
};

export const toneSurface: Record<Tone, string> = {
  green: 'bg-green-50 text-green-800 ring-green-200',
  yellow: 'bg-yellow-50 text-yellow-800 ring-yellow-200',
  red: 'bg-red-50 text-red-700 ring-red-200',
  orange: 'bg-orange-50 text-orange-800 ring-orange-200',
  'dark-red': 'bg-red-100 text-red-900 ring-red-300',
  blue: 'bg-blue-50 text-blue-800 ring-blue-200',
};

export const toneBar: Record<Tone, string> = {
  green: 'bg-green-600',
  yellow: 'bg-yellow-500',
  red: 'bg-red-600',
  orange: 'bg-orange-500',
  'dark-red': 'bg-red-900',
  blue: 'bg-blue-600',
};

export function ToneBadge({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-pill px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset', toneSurface[tone], className)}>
      {children}
    </span>
  );
}

import type { BlockRequest } from '../api/booking-blocks';

/** A field of the Block time form (booking-blocks-panel.tsx). */
export type BlockField = 'firstDay' | 'lastDay' | 'from' | 'to' | 'reason';

export interface BlockProblem {
  field: BlockField;
  message: string;
}

/**
 * What the browser can tell before sending a block: the same rules and words as
 * dashboard_block_booking_days/_time, which check them again (issue 61: a refused block was only
 * a toast, with no field marked).
 */
export function blockProblem(request: BlockRequest): BlockProblem | null {
  if (request.kind === 'days') {
    if (!request.firstDay) return { field: 'firstDay', message: 'Choose the first day to block.' };
    if (!request.lastDay) return { field: 'lastDay', message: 'Choose the last day to block.' };
    if (request.lastDay < request.firstDay) return { field: 'lastDay', message: 'A block needs a first day on or before its last.' };
  } else {
    if (!request.day) return { field: 'firstDay', message: 'Choose the day to block.' };
    if (!request.from) return { field: 'from', message: 'Choose when the block starts.' };
    if (!request.to) return { field: 'to', message: 'Choose when the block ends.' };
    if (request.to <= request.from) return { field: 'to', message: 'A block needs a start before its end.' };
  }
  if (request.reason.trim().length > 200) return { field: 'reason', message: 'Reason must be at most 200 characters' };
  return null;
}

/** The field a database refusal is about, by its message (the functions' own words), or null for none. */
export function blockRefusalField(message: string, kind: BlockRequest['kind']): BlockField | null {
  if (/first day on or before its last|at most a year long/.test(message)) return 'lastDay';
  if (/start before its end/.test(message)) return 'to';
  if (/must end in the future/.test(message)) return kind === 'days' ? 'lastDay' : 'to';
  if (/reason/i.test(message)) return 'reason';
  return null;
}

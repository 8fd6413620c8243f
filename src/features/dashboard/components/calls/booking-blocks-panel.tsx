import { useRef, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { focusByScript } from '@/lib/focus-by-script';
import type { BookingBlock } from '@/lib/api/app-database';
import { useBlockBookingTime, useBookingBlocks, useUnblockBookingTime, type BlockRequest } from '../../api/booking-blocks';
import { notify } from '@/lib/toast';
import { isSessionLost } from '../../api/rpc-error';
import { blockProblem, blockRefusalField, type BlockField, type BlockProblem } from '../../lib/block-problems';
import { blockLabel, officeToday } from '../../lib/call-times';

const KIND_OPTIONS = [
  { value: 'days', label: 'Whole days' },
  { value: 'hours', label: 'Hours of one day' },
];

/**
 * Staff keep days or hours free of calls (holidays, meetings) and see the blocks not yet over, each
 * with Remove. The database does the rest: a blocked slot leaves the /book page's list at once.
 * Dates and times are Los Angeles ones. The buttons stay enabled while a write is under way (a
 * press meanwhile is ignored); a removed block's button goes with it, so focus moves to the list's
 * heading first.
 */
export function BookingBlocksPanel() {
  const blocks = useBookingBlocks();
  const block = useBlockBookingTime();
  const unblock = useUnblockBookingTime();
  const listHeading = useRef<HTMLHeadingElement>(null);
  const today = officeToday();
  const [kind, setKind] = useState<BlockRequest['kind']>('days');
  const [firstDay, setFirstDay] = useState(today);
  const [lastDay, setLastDay] = useState(today);
  const [from, setFrom] = useState('12:00');
  const [to, setTo] = useState('13:00');
  const [reason, setReason] = useState('');
  // A refused block is marked on the field it is about, which takes focus (issue 61), in the
  // database's words; a refusal about no field stays the mutation's toast.
  const [problem, setProblem] = useState<BlockProblem | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const showProblem = (found: BlockProblem) => {
    setProblem(found);
    form.current?.querySelector<HTMLInputElement>(`[name="${found.field}"]`)?.focus();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (block.isPending) return;
    const request: BlockRequest = kind === 'days' ? { kind, firstDay, lastDay, reason } : { kind, day: firstDay, from, to, reason };
    const found = blockProblem(request);
    if (found) return showProblem(found);
    setProblem(null);
    block.mutate(request, {
      onSuccess: () => setReason(''),
      onError: (error) => {
        if (isSessionLost(error)) return;
        const field = blockRefusalField(error.message, kind);
        if (field) showProblem({ field, message: error.message });
        else void notify.error('Time not blocked', { description: error.message });
      },
    });
  };
  const errorOf = (field: BlockField) => (problem?.field === field ? problem.message : undefined);
  const remove = (item: BookingBlock) => {
    if (unblock.isPending) return;
    unblock.mutate(item.id, { onSuccess: () => focusByScript(listHeading.current) });
  };

  return (
    <section aria-labelledby="blocks-heading" className="space-y-4">
      <h2 id="blocks-heading" className="text-xl font-semibold text-ink-950">
        Block time
      </h2>
      <p className="max-w-prose text-sm text-ink-700">
        No call can be booked in a blocked day or hour: its times leave the booking page at once. Calls already booked in it stay booked.
      </p>
      <form
        ref={form}
        onSubmit={submit}
        noValidate
        aria-busy={block.isPending}
        className="flex flex-wrap items-end gap-3 rounded-card border border-ink-100 bg-white p-4"
      >
        <SelectField label="Block" options={KIND_OPTIONS} value={kind} onChange={(event) => setKind(event.target.value as BlockRequest['kind'])} />
        <TextField
          label={kind === 'days' ? 'First day (PT)' : 'Day (PT)'}
          type="date"
          name="firstDay"
          required
          error={errorOf('firstDay')}
          value={firstDay}
          onChange={(event) => setFirstDay(event.target.value)}
        />
        {kind === 'days' ? (
          <TextField
            label="Last day (PT)"
            type="date"
            name="lastDay"
            required
            error={errorOf('lastDay')}
            value={lastDay}
            onChange={(event) => setLastDay(event.target.value)}
          />
        ) : (
          <>
            <TextField
              label="From (PT)"
              type="time"
              name="from"
              step={1800}
              required
              error={errorOf('from')}
              value={from}
              onChange={(event) => setFrom(event.target.value)}
            />
            <TextField
              label="To (PT)"
              type="time"
              name="to"
              step={1800}
              required
              error={errorOf('to')}
              value={to}
              onChange={(event) => setTo(event.target.value)}
            />
          </>
        )}
        <TextField
          label="Reason (optional)"
          name="reason"
          maxLength={200}
          error={errorOf('reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <Button type="submit">{kind === 'days' ? 'Block days' : 'Block hours'}</Button>
      </form>
      <h3 id="blocks-list-heading" ref={listHeading} tabIndex={-1} className="text-lg font-semibold text-ink-950">
        Blocked times
      </h3>
      {blocks.data === undefined ? (
        <p className="text-sm text-ink-600">{blocks.isError ? 'The blocked times could not be loaded.' : 'Loading the blocked times…'}</p>
      ) : blocks.data.length === 0 ? (
        <p className="text-sm text-ink-700">Nothing is blocked: every answered hour of the coming days can be booked.</p>
      ) : (
        <ul aria-labelledby="blocks-list-heading" aria-busy={unblock.isPending} className="space-y-2">
          {blocks.data.map((item) => (
            <li
              key={item.id}
              data-block={item.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-card border border-ink-100 bg-white p-3"
            >
              <div className="text-sm">
                <p className="font-semibold text-ink-950">{blockLabel(item.starts_at, item.ends_at)}</p>
                <p className="text-ink-700">
                  {item.reason ?? 'No reason given'} · blocked by {item.created_by}
                </p>
              </div>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Remove the block ${blockLabel(item.starts_at, item.ends_at)}${item.reason ? `, ${item.reason}` : ''}`}
                onClick={() => remove(item)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import type { BookingCalendar } from '@/lib/api/app-database';
import { useBookingCalendar, useSetBookingCalendar, type CalendarLimits } from '../../api/booking-calendar';

/** What the fields hold: text as typed, checked here for the message and again by the database. */
interface Typed {
  dailyLimit: string;
  bufferMinutes: string;
}

const typedFrom = (calendar: BookingCalendar): Typed => ({
  dailyLimit: calendar.daily_limit === null ? '' : String(calendar.daily_limit),
  bufferMinutes: String(calendar.buffer_minutes),
});

/** The limits the fields say, or the field at fault with the database's own words. */
export function readLimits(typed: Typed): { limits: CalendarLimits } | { field: keyof Typed; message: string } {
  const limit = typed.dailyLimit.trim();
  const buffer = typed.bufferMinutes.trim() || '0';
  if (limit && (!/^\d{1,2}$/.test(limit) || Number(limit) < 1 || Number(limit) > 48)) {
    return { field: 'dailyLimit', message: 'The daily limit is 1 to 48 calls, or empty for no limit.' };
  }
  if (!/^\d{1,3}$/.test(buffer) || Number(buffer) > 120) return { field: 'bufferMinutes', message: 'The buffer between calls is 0 to 120 minutes.' };
  return { limits: { dailyLimit: limit ? Number(limit) : null, bufferMinutes: Number(buffer) } };
}

function LimitsForm({ calendar }: { calendar: BookingCalendar }) {
  const save = useSetBookingCalendar();
  const [typed, setTyped] = useState<Typed>(() => typedFrom(calendar));
  const [problem, setProblem] = useState<{ field: keyof Typed; message: string } | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const read = readLimits(typed);
    if ('field' in read) {
      setProblem(read);
      event.currentTarget.querySelector<HTMLInputElement>(`[name="${read.field}"]`)?.focus();
      return;
    }
    setProblem(null);
    save.mutate(read.limits, { onSuccess: (stored) => setTyped(typedFrom({ ...calendar, ...stored })) });
  };
  const field = (name: keyof Typed) => ({
    name,
    value: typed[name],
    error: problem?.field === name ? problem.message : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setTyped({ ...typed, [name]: event.target.value }),
  });

  return (
    <form onSubmit={submit} noValidate aria-busy={save.isPending} className="flex flex-wrap items-end gap-3 rounded-card border border-ink-100 bg-white p-4">
      <TextField label="Calls a day, at most" hint="Empty: no limit." inputMode="numeric" autoComplete="off" {...field('dailyLimit')} />
      <TextField label="Minutes free between calls" hint="0 to 120." inputMode="numeric" autoComplete="off" {...field('bufferMinutes')} />
      <Button type="submit" busy={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save limits'}
      </Button>
    </form>
  );
}

/**
 * The daily limit of calls and the buffer kept free around each call (issue 61,
 * docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md). The database reads them in the
 * slot maths and again when a call is booked; the toast confirms what it stored (decision 0056).
 * A value out of range is marked on its field, which takes focus, before anything is sent.
 */
export function CalendarLimitsForm() {
  const calendar = useBookingCalendar();
  return (
    <section aria-labelledby="limits-heading" className="space-y-4">
      <h2 id="limits-heading" className="text-xl font-semibold text-ink-950">
        Daily limit and buffer
      </h2>
      <p className="max-w-prose text-sm text-ink-700">
        A day that holds its limit of calls offers no more times on the booking page, and no time is offered within the buffer of a booked call. Calls already
        booked stay booked.
      </p>
      {calendar.data ? (
        <LimitsForm calendar={calendar.data} />
      ) : (
        <p className="text-sm text-ink-600">{calendar.isError ? 'The limits could not be loaded.' : 'Loading the limits…'}</p>
      )}
    </section>
  );
}

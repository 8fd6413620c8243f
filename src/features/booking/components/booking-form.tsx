import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { CalendarCheck } from 'lucide-react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { CollectionNotice } from '@/components/ui/collection-notice';
import { TextAreaField, TextField } from '@/components/ui/form-field';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { warmUpDataClient } from '@/lib/api/client';
import { visitLeadId } from '@/lib/visit-lead';
import { BookingFieldError, SlotTakenError, useBookConsultation, type Booking } from '../api/book-consultation';
import { bookingResolver, type BookingValues } from '../lib/booking-rules';
import { bookingText } from '../lib/booking-text';
import { describeCall, type SlotChoice } from '../lib/slots';

interface BookingFormProps {
  selected: SlotChoice | null;
  zone: string;
  onBooked: (booking: Booking, email: string) => void;
  /** The slot went to someone else first: the page refreshes the slots; the fields stay as typed. */
  onSlotTaken: (message: string) => void;
  /** Book was pressed before a time was chosen. */
  onNoTime: () => void;
}

const emptyValues: BookingValues = { name: '', email: '', phone: '', website: '', topic: '', honeypot: '' };

/**
 * The visitor's details and Book: one request (book_consultation) under an id made on this page, kept
 * until a booking is stored, so Book pressed again after a lost answer meets the same booking.
 */
export function BookingForm({ selected, zone, onBooked, onSlotTaken, onNoTime }: BookingFormProps) {
  const headingId = useId();
  const { pathname } = useLocation();
  const bookingId = useRef<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const book = useBookConsultation();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BookingValues>({ resolver: bookingResolver, defaultValues: emptyValues });

  const send = async (values: BookingValues) => {
    setProblem(null);
    if (!selected) {
      onNoTime();
      return;
    }
    bookingId.current ??= crypto.randomUUID();
    try {
      const booking = await book.mutateAsync({
        id: bookingId.current,
        slot: selected,
        values,
        pathname,
        visitLeadId: visitLeadId(),
      });
      bookingId.current = null;
      onBooked(booking, values.email);
    } catch (error) {
      if (error instanceof SlotTakenError) {
        onSlotTaken(error.message);
        return;
      }
      // A field the database refused is marked invalid like one the form's own rules refuse: its
      // message beside it, and focus on it (the Book button stays where it was).
      if (error instanceof BookingFieldError) {
        setError(error.field, { type: 'server', message: error.message }, { shouldFocus: true });
        return;
      }
      setProblem(error instanceof Error && error.message ? error.message : bookingText.form.failed);
    }
  };

  return (
    <div className="rounded-card border border-ink-100 bg-white p-6 shadow-card sm:p-8">
      <h2 id={headingId} className="font-display text-2xl font-bold text-ink-950">
        {bookingText.form.heading}
      </h2>
      <p className="mt-2 text-ink-700">{selected ? bookingText.form.chosen(describeCall(selected, zone).text) : bookingText.form.noTime}</p>
      {problem ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 font-medium text-danger">
          {problem}
        </p>
      ) : null}
      <form
        aria-labelledby={headingId}
        className="relative mt-6 grid gap-4"
        noValidate
        onSubmit={(event) => void handleSubmit(send)(event)}
        onFocus={warmUpDataClient}
      >
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...register('name')} />
        <TextField label="Email" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />
        <TextField label="Phone (optional)" type="tel" autoComplete="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField
          label="Website (optional)"
          type="text"
          inputMode="url"
          autoComplete="url"
          placeholder="yourbusiness.com"
          error={errors.website?.message}
          {...register('website')}
        />
        <TextAreaField label={bookingText.form.topic} rows={4} error={errors.topic?.message} {...register('topic')} />
        <HoneypotField {...register('honeypot')} />
        <Button type="submit" busy={book.isPending} className="w-full sm:w-auto sm:justify-self-end">
          <CalendarCheck aria-hidden="true" className="size-4" />
          {book.isPending ? bookingText.form.sending : bookingText.form.submit}
        </Button>
      </form>
      <CollectionNotice className="mt-4" siteChecked>We will send a calendar invite to your e-mail address.</CollectionNotice>
    </div>
  );
}

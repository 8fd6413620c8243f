/** Keys of the booking calls (docs/requirements/booking.md). */
export const bookingKeys = {
  all: ['booking'] as const,
  /** The free slots, as book_slots answers them now. */
  slots: () => [...bookingKeys.all, 'slots'] as const,
  book: () => [...bookingKeys.all, 'book'] as const,
  /** A booking's state, read by its manage page with its cancel link's token. */
  state: (token: string) => [...bookingKeys.all, 'state', token] as const,
  cancel: () => [...bookingKeys.all, 'cancel'] as const,
  move: () => [...bookingKeys.all, 'move'] as const,
};

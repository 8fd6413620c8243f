/** The words of the links to /book from other pages (docs/requirements/booking.md#links). */
export const bookingLinks = {
  /** The page's address. */
  path: '/book',
  /** A link or button that opens /book. */
  label: 'Book your free consultation',
  /** One line under it: what the visitor gets. */
  pitch: 'Pick a time for a free 30-minute call with a Los Angeles SEO strategist, in your own time zone.',
} as const;

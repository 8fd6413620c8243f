import { site } from '@/content/site';

/** Where a visitor who cannot book online goes instead: the agency's phone and e-mail (src/content/site.ts). */
const callOrEmail = `call us at ${site.phone.display} or e-mail ${site.email}, and we will find a time with you`;

/**
 * The words of the /book page and its manage page (docs/requirements/booking.md), in one typed module.
 * The database's own messages (a taken slot, a bad field) are shown as it writes them; a booking past
 * its budget (decision 0066) is answered in these words, which never leave the visitor without a way on.
 */
export const bookingText = {
  picker: {
    heading: 'Choose a time',
    loading: 'Loading the free times...',
    /** `place` is the visitor's zone as lib/zone-note.ts names it: "Tokyo time", "UTC". */
    zoneNote: (place: string) => `Times are shown in ${place}, your device's time zone, with Los Angeles time (PT) beside them.`,
    /** A zone whose clock reads as Los Angeles's at every time offered (Vancouver): one time each, labelled PT. */
    sameClockNote: (place: string) => `Times are shown in ${place}, your device's time zone, which reads the same as Los Angeles time (PT).`,
    officeZoneNote: 'Times are shown in Los Angeles time (PT).',
    days: 'Day',
    timesOn: (day: string) => `Free times on ${day}`,
    empty: 'There are no free times in the next 10 working days.',
    emptyHelp: 'Call or e-mail us and we will find a time with you.',
    failed: 'The free times could not be loaded.',
    retry: 'Try again',
    selected: (label: string) => `Selected: ${label}.`,
    slotTaken: 'That time was just taken. Please choose another time.',
  },
  form: {
    heading: 'Your details',
    chosen: (text: string) => `Your call: ${text}`,
    noTime: 'Choose a day and a time above first.',
    topic: 'What would you like to talk about? (optional)',
    submit: 'Book my free call',
    sending: 'Booking...',
    failed: 'Sorry, your call could not be booked. Please try again, or call us.',
    offline: 'Your call could not be booked: the connection was lost. Please try again.',
    tooMany: 'Too many requests from your network. Please wait a few minutes and try again, or call us.',
    /** Refused by a booking budget (PT429, hint booking_*_limit): the way on is the phone or e-mail. */
    limitMailbox: `This e-mail address already has calls booked. To book another, cancel one with the link in its e-mail, or ${callOrEmail}.`,
    limitSender: `We cannot book more calls online from your network just now. Please ${callOrEmail}.`,
    limitSite: `We cannot take more bookings online just now. Please ${callOrEmail}.`,
  },
  booked: {
    heading: 'Your call is booked',
    invite: (email: string) => `We sent a calendar invite to ${email}. It has a link to cancel or move the call.`,
    manage: 'Cancel or move this call',
    /** The booking was met again after a lost answer: its private link is only in the e-mail (decision 0066). */
    manageByEmail: 'To cancel or move it, use the link in that e-mail.',
  },
  manage: {
    heading: 'Your free consultation',
    reading: 'Looking up your call...',
    noToken: 'This page needs the link from the e-mail we sent when you booked your call.',
    notValid: 'This link is not valid. Please open the whole link from your booking e-mail.',
    readFailed: 'Your call could not be looked up.',
    booked: 'Your call is booked for:',
    moveHelp: 'To move your call, pick a new time: it stays booked at this time until the new one is yours, and nothing needs typing again.',
    cancel: 'Cancel this call',
    cancelling: 'Cancelling...',
    move: 'Pick another time',
    cancelledHeading: 'Your call is cancelled',
    cancelled: 'We have cancelled your call of',
    alreadyCancelledHeading: 'This call was already cancelled',
    alreadyCancelled: 'This call was cancelled earlier:',
    startedHeading: 'This call has already started',
    started: 'It can no longer be cancelled online. If you cannot make it, call or e-mail us:',
    bookAgain: 'Book another time',
    cancelFailed: 'Sorry, your call could not be cancelled. Please try again, or call us.',
    tooMany: 'Too many tries from your network. Please wait a minute and try again.',
    offline: 'Your call could not be cancelled: the connection was lost. Please try again.',
  },
  /** Moving a call from the manage page in one step (decision 0070): the call stays booked until the new time is its own. */
  move: {
    heading: 'Choose a new time',
    keep: 'Keep my present time',
    submit: (time: string) => `Move my call to ${time}`,
    submitNone: 'Move my call',
    noTime: 'Choose a day and a new time first.',
    sending: 'Moving...',
    movedHeading: 'Your call is moved',
    moved: 'Your call is now booked for:',
    invite: 'We sent the updated calendar invite to your e-mail: open it and your calendar moves the call. The reminders will come for the new time.',
    kept: (time: string) => `Your call is still booked for ${time}.`,
    taken: 'That time was just taken.',
    gone: 'That time can no longer be booked.',
    again: 'Please choose another time.',
    unchanged: 'Your call is already at that time. Please choose another time.',
    movesUsed: `This call has been moved online as often as we allow. To move it again, ${callOrEmail}.`,
    failed: 'Sorry, your call could not be moved. It is still booked at its present time. Please try again, or call us.',
    offline: 'Your call could not be moved: the connection was lost. It is still booked at its present time. Please try again.',
  },
} as const;

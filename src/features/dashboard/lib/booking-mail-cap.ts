import type { BookingMailCap } from '@/lib/api/app-database';

/**
 * What the Calls view tells staff about the site's daily cap on booking confirmations
 * (booking_settings.confirmations_per_day, issue 59), or null while it is not reached: visitors who
 * book past it get no confirmation or reminder, so staff confirm those calls themselves.
 */
export function bookingMailCapNotice(cap: BookingMailCap | null | undefined): string | null {
  if (!cap || (cap.held_back === 0 && cap.sent < cap.cap)) return null;
  const paused = `Booking e-mails to visitors are paused: the site sent its daily cap of ${cap.cap} booking confirmations in the last 24 hours.`;
  if (cap.held_back === 0)
    return `${paused} Calls booked now get no confirmation or reminder until the oldest of those is a day old; confirm them by phone or e-mail.`;
  const calls = cap.held_back === 1 ? '1 call booked since got' : `${cap.held_back} calls booked since got`;
  return `${paused} ${calls} no confirmation or reminder: confirm them by phone or e-mail (the agency e-mail of each says so).`;
}

import { readStorage, writeStorage } from '@/lib/storage';

/** When staff last looked at the leads on this device (ISO time), for "new since your last visit". */
export const LAST_SEEN_KEY = 'dashboardLastSeenAt';

/** The previous visit's time; a first visit on this device has nothing to compare with and starts now. */
export function readLastSeen(now: Date): string {
  const previous = readStorage('local', LAST_SEEN_KEY);
  return previous && !Number.isNaN(Date.parse(previous)) ? previous : now.toISOString();
}

/** Records this visit (or "Mark as seen") for the next comparison. */
export function recordSeen(now: Date): string {
  writeStorage('local', LAST_SEEN_KEY, now.toISOString());
  return now.toISOString();
}

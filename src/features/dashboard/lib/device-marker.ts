/**
 * This browser's device marker: what the database issued it at its last successful login, kept in
 * localStorage whatever 'Remember me' says (it is not a session: it opens nothing) and sent with
 * each login, so that wrong passwords typed by others at the same network do not lock this device
 * out (docs/decisions/0055-lockout-spares-known-devices.md). Logging out keeps it.
 */
import { readStorage, removeStorage, writeStorage } from '@/lib/storage';

export const DEVICE_MARKER_KEY = 'dashboardDevice';

/** What the database issues: 32 random bytes, hex-encoded. Anything else is never sent. */
const MARKER_SHAPE = /^[0-9a-f]{64}$/;

/** The kept marker, or null when there is none or what is kept is not one. */
export function readDeviceMarker(): string | null {
  const kept = readStorage('local', DEVICE_MARKER_KEY);
  return kept !== null && MARKER_SHAPE.test(kept) ? kept : null;
}

/** Keeps a marker the database issued, replacing the one before it (which stopped counting). */
export function keepDeviceMarker(marker: string | null): void {
  if (marker !== null && MARKER_SHAPE.test(marker)) writeStorage('local', DEVICE_MARKER_KEY, marker);
}

/**
 * Forgets `marker`, which the database no longer counts (expired, replaced, or a new password), unless
 * another tab has meanwhile kept a newer one.
 */
export function forgetDeviceMarker(marker: string): void {
  if (readStorage('local', DEVICE_MARKER_KEY) === marker) removeStorage('local', DEVICE_MARKER_KEY);
}

/**
 * The real toaster in a unit test with fake timers: it is a chunk of its own, so a test lets it load
 * and subscribe before anything is said, and clears it after, since sonner keeps its toasts in
 * module state (one test's toast must not be read by the next).
 */
import { vi } from 'vitest';
import { act } from './render';

export async function toasterReady(): Promise<void> {
  await act(async () => import('sonner'));
  await act(async () => vi.advanceTimersByTimeAsync(100));
}

export async function clearToasts(): Promise<void> {
  (await import('sonner')).toast.dismiss();
  await act(async () => vi.advanceTimersByTimeAsync(1_000));
}

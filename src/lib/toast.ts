/**
 * Toasts without putting sonner on the critical path: the library loads after the page is
 * interactive (see LazyToaster), and every toast waits until the toaster is listening.
 */
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');

/** A toast's words, kept as data where a rule decides them (a form's refusals, a check's outcome). */
export interface ToastMessage {
  title: string;
  description: string;
}

let sonner: Promise<Sonner> | null = null;
export function loadSonner(): Promise<Sonner> {
  sonner ??= import('sonner');
  return sonner;
}

let markReady: () => void = () => undefined;
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Called by LazyToaster once the Toaster has mounted and subscribed. */
export function signalToasterReady(): void {
  markReady();
}

async function show(kind: 'success' | 'error' | 'message' | 'info', title: string, options?: ExternalToast): Promise<void> {
  const [{ toast }] = await Promise.all([loadSonner(), toasterReady]);
  toast[kind](title, options);
}

/** Removes a toast by id once sonner is loaded. */
export async function dismissToast(id: string): Promise<void> {
  const { toast } = await loadSonner();
  toast.dismiss(id);
}

export const notify = {
  success: (title: string, options?: ExternalToast) => show('success', title, options),
  error: (title: string, options?: ExternalToast) => show('error', title, options),
  info: (title: string, options?: ExternalToast) => show('info', title, options),
  message: (title: string, options?: ExternalToast) => show('message', title, options),
};

import { virtual } from '@guidepup/virtual-screen-reader';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Each test of the calling suite runs on a fake clock that still moves (the announcer speaks after a
 * short delay) and ends with the virtual screen reader stopped and the page's announcer gone, so the
 * next test hears only its own announcements.
 */
export function listenWithVirtualScreenReader(): void {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(async () => {
    await virtual.stop();
    document.querySelector('[data-announcer]')?.remove();
    vi.useRealTimers();
  });
}

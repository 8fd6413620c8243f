import { act, renderHook } from '../support/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupAllowedOn, popupDelay } from '@/features/lead-capture/lead-popup/popup-schedule';
import { useLeadPopupSchedule } from '@/features/lead-capture/lead-popup/use-lead-popup-schedule';

describe('lead pop-up schedule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 30 s, or 10 s once the visit count is 2 or more', () => {
    expect(popupDelay(0)).toBe(30_000);
    expect(popupDelay(1)).toBe(30_000);
    expect(popupDelay(2)).toBe(10_000);
    expect(popupDelay(7)).toBe(10_000);
  });

  it('opens after 30 s on a first visit and records that it was seen', () => {
    localStorage.setItem('pageVisitCount', '1');
    const { result } = renderHook(() => useLeadPopupSchedule(true));
    act(() => vi.advanceTimersByTime(29_999));
    expect(result.current[0]).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(true);
    expect(localStorage.getItem('hasSeenLeadModal')).toBe('true');
  });

  it('opens after 10 s when the stored visit count is 2', () => {
    localStorage.setItem('pageVisitCount', '2');
    const { result } = renderHook(() => useLeadPopupSchedule(true));
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current[0]).toBe(true);
  });

  it('never opens again once seen', () => {
    localStorage.setItem('hasSeenLeadModal', 'true');
    const { result } = renderHook(() => useLeadPopupSchedule(true));
    act(() => vi.advanceTimersByTime(120_000));
    expect(result.current[0]).toBe(false);
  });

  it('does not open for a visitor who already sent a form this session, nor where it is not allowed', () => {
    sessionStorage.setItem('formSubmitted', 'true');
    const submitted = renderHook(() => useLeadPopupSchedule(true));
    act(() => vi.advanceTimersByTime(60_000));
    expect(submitted.result.current[0]).toBe(false);
    sessionStorage.clear();
    const blocked = renderHook(() => useLeadPopupSchedule(false));
    act(() => vi.advanceTimersByTime(60_000));
    expect(blocked.result.current[0]).toBe(false);
    expect(popupAllowedOn('/dashboard')).toBe(false);
    expect(popupAllowedOn('/thank-you')).toBe(false);
    expect(popupAllowedOn('/pricing')).toBe(true);
  });

  it('cancels its timer when the page goes away', () => {
    const { unmount } = renderHook(() => useLeadPopupSchedule(true));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });
});

import { act, renderHook } from '../support/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { popupDelay } from '@/features/lead-capture/lib/lead-popup/popup-schedule';
import { useLeadPopupSchedule } from '@/features/lead-capture/lib/lead-popup/use-lead-popup-schedule';

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
  });

  it('cancels its timer when the page goes away', () => {
    const { unmount } = renderHook(() => useLeadPopupSchedule(true));
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('waits while the visitor is typing in a form, and opens once the form is left alone', () => {
    localStorage.setItem('pageVisitCount', '1');
    document.body.innerHTML = '<form><label>Message <textarea></textarea></label></form><a href="/x">elsewhere</a>';
    const field = document.querySelector('textarea')!;
    const { result } = renderHook(() => useLeadPopupSchedule(true));
    field.focus();
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current[0]).toBe(false);
    // Focus moves on, but the typed words are still unsent: still not.
    field.value = 'We need more calls from Google Maps';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    document.querySelector('a')!.focus();
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current[0]).toBe(false);
    expect(localStorage.getItem('hasSeenLeadModal')).toBeNull();
    // The form is emptied (or sent): the next look opens it.
    field.value = '';
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current[0]).toBe(true);
    document.body.innerHTML = '';
  });

  it('does not count a message the page filled in, nor a search box', () => {
    localStorage.setItem('pageVisitCount', '1');
    document.body.innerHTML = '<form><textarea>I am interested in SEO in Silver Lake.</textarea></form><form role="search"><input type="search"></form>';
    const search = document.querySelector('input')!;
    search.value = 'plumbers';
    search.dispatchEvent(new Event('input', { bubbles: true }));
    const { result } = renderHook(() => useLeadPopupSchedule(true));
    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current[0]).toBe(true);
    document.body.innerHTML = '';
  });

  it('does not open after the visitor sent the form it waited for', () => {
    localStorage.setItem('pageVisitCount', '1');
    document.body.innerHTML = '<form><input type="email"></form>';
    const field = document.querySelector('input')!;
    const { result } = renderHook(() => useLeadPopupSchedule(true));
    field.focus();
    act(() => vi.advanceTimersByTime(30_000));
    sessionStorage.setItem('formSubmitted', 'true');
    field.blur();
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current[0]).toBe(false);
    document.body.innerHTML = '';
  });
});

/**
 * Effects that must survive React StrictMode's mount, unmount and mount (what `npm run dev` does on
 * every page): the SEO tool's ?url= start, the page-visit counter, and timers armed on mount.
 */
import { useEffect, useRef } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteEffects } from '@/app/route-effects';
import { SeoTool } from '@/features/seo-tool';
import { useAnalysis } from '@/features/seo-tool/lib/use-analysis';
import { useDelayedAction } from '@/features/seo-tool/lib/use-delayed-action';
import { simulateAnalysis } from '@/features/seo-tool/lib/simulate';
import { act, render, renderHook, screen } from '../support/render';

const result = simulateAnalysis('https://example.com/');
const analyzeNow = () => Promise.resolve(result);
const ignore = () => undefined;

describe('effects under React StrictMode', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('an analysis started once on mount fills its progress bar and shows the result', async () => {
    const { result: hook } = renderHook(() => {
      const analysis = useAnalysis(analyzeNow, ignore);
      const { start } = analysis;
      // Like the ?url= flow: started once, remembered in a ref that survives the remount.
      const started = useRef(false);
      useEffect(() => {
        if (started.current) return;
        started.current = true;
        start(result.url);
      }, [start]);
      return analysis;
    });
    await act(async () => vi.advanceTimersByTimeAsync(150 * 10));
    expect(hook.current.state).toMatchObject({ phase: 'analyzing', progress: 50 });
    await act(async () => vi.advanceTimersByTimeAsync(150 * 10));
    expect(hook.current.state).toMatchObject({ phase: 'done', result });
  });

  it('/seo-tool?url= reaches "Results for" the domain, with one analysis run', async () => {
    const analyzer = vi.fn(() => Promise.resolve(result));
    render(
      <MemoryRouter initialEntries={['/seo-tool?url=https://example.com']}>
        <SeoTool analyzer={analyzer} />
      </MemoryRouter>,
    );
    await act(async () => vi.advanceTimersByTimeAsync(150 * 10));
    expect(screen.getByText('50% complete')).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTimeAsync(150 * 10));
    // The results panel is a lazy chunk: let its import settle.
    await act(async () => import('@/features/seo-tool/components/analysis-results'));
    expect(screen.getByText('Results for example.com')).toBeInTheDocument();
    expect(analyzer).toHaveBeenCalledTimes(1);
  });

  it('counts each page once in the visit counter, however often the effects run', async () => {
    let go: (path: string) => void = () => undefined;
    function Navigator() {
      const navigate = useNavigate();
      go = (path) => void navigate(path);
      return null;
    }
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteEffects />
        <Navigator />
      </MemoryRouter>,
    );
    expect(localStorage.getItem('pageVisitCount')).toBe('1');
    act(() => go('/about'));
    expect(localStorage.getItem('pageVisitCount')).toBe('2');
    act(() => go('/about'));
    expect(localStorage.getItem('pageVisitCount')).toBe('3');
  });

  it('a change of the query string alone is not a new page: no visit, no jump to the top', () => {
    let go: (path: string) => void = () => undefined;
    function Navigator() {
      const navigate = useNavigate();
      go = (path) => void navigate(path);
      return null;
    }
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/seo-tool']}>
        <RouteEffects />
        <Navigator />
      </MemoryRouter>,
    );
    expect(localStorage.getItem('pageVisitCount')).toBe('1');
    scrollTo.mockClear();
    act(() => go('/seo-tool?tool=keywords'));
    act(() => go('/seo-tool?tool=competitors'));
    expect(localStorage.getItem('pageVisitCount')).toBe('1');
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => go('/contact'));
    expect(localStorage.getItem('pageVisitCount')).toBe('2');
    expect(scrollTo).toHaveBeenCalled();
    scrollTo.mockRestore();
  });

  it('leaves the first page where the browser put it (a text fragment, a reload) and scrolls later pages to the top', () => {
    let go: (path: string) => void = () => undefined;
    function Navigator() {
      const navigate = useNavigate();
      go = (path) => void navigate(path);
      return null;
    }
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    // A link with `#:~:text=…` loads with an empty location.hash: the browser scrolls to the text itself.
    render(
      <MemoryRouter initialEntries={['/los-angeles-seo/koreatown']}>
        <RouteEffects />
        <Navigator />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => go('/faqs'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollTo.mockRestore();
  });

  it('a delayed action armed on mount still runs once', () => {
    const action = vi.fn();
    const { result: hook } = renderHook(() => {
      const delayed = useDelayedAction(2000);
      const { run } = delayed;
      useEffect(() => run(action), [run]);
      return delayed;
    });
    expect(hook.current.busy).toBe(true);
    act(() => vi.advanceTimersByTime(2000));
    expect(action).toHaveBeenCalledTimes(1);
    expect(hook.current.busy).toBe(false);
  });
});

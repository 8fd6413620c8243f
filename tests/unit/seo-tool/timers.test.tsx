import { act, fireEvent, render, renderHook, screen } from '../../support/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAnalysis } from '@/features/seo-tool/lib/use-analysis';
import { AiInsightsPanel } from '@/features/seo-tool/components/ai-insights-panel';
import { CompetitorsPanel } from '@/features/seo-tool/components/competitors-panel';
import { simulateAnalysis } from '@/features/seo-tool/lib/simulate';

const result = simulateAnalysis('https://ruizplumbing.example/');

describe('timed behaviour of the SEO tool', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('progress rises by 5 every 150 ms; the result shows at 100 once the analysis is back', async () => {
    const onComplete = vi.fn();
    const analyze = vi.fn(() => Promise.resolve(result));
    const { result: hook } = renderHook(() => useAnalysis(analyze, onComplete));
    act(() => hook.current.start(result.url));
    expect(hook.current.state).toMatchObject({ phase: 'analyzing', progress: 0 });
    await act(async () => vi.advanceTimersByTime(150));
    expect(hook.current.state).toMatchObject({ phase: 'analyzing', progress: 5 });
    await act(async () => vi.advanceTimersByTime(150 * 18));
    expect(hook.current.state).toMatchObject({ phase: 'analyzing', progress: 95 });
    expect(onComplete).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(150));
    expect(hook.current.state).toMatchObject({ phase: 'done', result });
    expect(onComplete).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(10_000));
    expect(onComplete).toHaveBeenCalledTimes(1);
  });

  it('waits at 100% for a slow page check, then shows the result', async () => {
    let finish: (value: typeof result) => void = () => undefined;
    const analyze = () => new Promise<typeof result>((resolve) => (finish = resolve));
    const { result: hook } = renderHook(() => useAnalysis(analyze, () => undefined));
    act(() => hook.current.start(result.url));
    await act(async () => vi.advanceTimersByTime(5_000));
    expect(hook.current.state).toMatchObject({ phase: 'analyzing', progress: 100 });
    await act(async () => finish(result));
    expect(hook.current.state.phase).toBe('done');
  });

  it('a new analysis replaces one still running', async () => {
    const analyze = vi.fn((url: string) => Promise.resolve({ ...result, url }));
    const { result: hook } = renderHook(() => useAnalysis(analyze, () => undefined));
    act(() => hook.current.start('https://first.example/'));
    await act(async () => vi.advanceTimersByTime(1_500));
    act(() => hook.current.start('https://second.example/'));
    expect(hook.current.state).toMatchObject({ url: 'https://second.example/', progress: 0 });
    await act(async () => vi.advanceTimersByTime(3_000));
    expect(hook.current.state).toMatchObject({ phase: 'done', result: { url: 'https://second.example/' } });
  });

  it('AI insights load for 1.5 s, then show four', () => {
    render(<AiInsightsPanel result={result} />);
    expect(screen.getByRole('status')).toHaveTextContent('Generating insights');
    act(() => vi.advanceTimersByTime(1_499));
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('listitem').map((item) => item.firstChild?.textContent)).toEqual(['Content', 'Keywords', 'Technical', 'Strategy']);
  });

  it('Find Competitors takes 2 s and adds up to two new ones; the business card shows at three', () => {
    render(<CompetitorsPanel initial={result.competitors.slice(0, 1)} domain={result.domain} random={() => 0.5} />);
    const rows = () => screen.queryAllByRole('button', { name: /^Remove / });
    expect(rows()).toHaveLength(1);
    expect(screen.queryByRole('region', { name: 'Tell us about your business' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Find Competitors' }));
    expect(screen.getByRole('button', { name: 'Finding competitors...' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(1_999));
    expect(rows()).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(rows()).toHaveLength(3);
    expect(new Set(rows().map((row) => row.getAttribute('aria-label'))).size).toBe(3);
    expect(screen.getByRole('region', { name: 'Tell us about your business' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save business info' }));
    expect(screen.queryByRole('region', { name: 'Tell us about your business' })).toBeNull();
  });
});

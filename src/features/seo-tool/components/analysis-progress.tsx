/** The analyzing state: a determinate progress bar that rises 5% every 150 ms. */
export function AnalysisProgress({ url, progress }: { url: string; progress: number }) {
  const finishing = progress >= 100;
  return (
    <div className="mt-8 rounded-card border border-ink-100 bg-ink-50 p-6" aria-live="polite">
      <p className="font-semibold text-ink-950">
        {finishing ? 'Finishing the page check...' : 'Analyzing'} <span className="break-all font-normal text-ink-700">{url}</span>
      </p>
      <div
        role="progressbar"
        aria-label="Analysis progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="mt-4 h-3 overflow-hidden rounded-pill bg-ink-200"
      >
        <div className="h-full rounded-pill bg-brand-700 transition-[width] duration-150 motion-reduce:transition-none" style={{ width: `${progress}%` }} />
      </div>
      <p className="mt-2 text-sm text-ink-700">{progress}% complete</p>
    </div>
  );
}

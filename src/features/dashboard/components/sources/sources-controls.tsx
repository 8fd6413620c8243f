import { Download } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/form-field';
import { LEAD_SOURCE_DIMENSIONS, type LeadSourceDimension } from '@/lib/api/app-database';
import { PERIOD_PRESETS, type PeriodChoice } from '../../lib/source-period';
import { DIMENSION_LABELS } from '../../lib/source-labels';
import type { SourcesState } from './use-sources-state';

const DIMENSION_OPTIONS = LEAD_SOURCE_DIMENSIONS.map((value) => ({ value, label: DIMENSION_LABELS[value] }));
const PERIOD_OPTIONS = [...PERIOD_PRESETS.map((days) => ({ value: `${days}`, label: `Last ${days} days` })), { value: 'custom', label: 'Custom range' }];

interface SourcesControlsProps {
  state: SourcesState;
  canDownload: boolean;
  onDownload: () => void;
}

/** Group by, period (with the custom range's two days), Include spam and Download CSV. */
export function SourcesControls({ state, canDownload, onDownload }: SourcesControlsProps) {
  return (
    <div className="flex flex-wrap items-end gap-3 rounded-card border border-ink-100 bg-white p-4">
      <SelectField
        label="Group by"
        options={DIMENSION_OPTIONS}
        value={state.groupBy}
        onChange={(event) => state.setGroupBy(event.target.value as LeadSourceDimension)}
      />
      <SelectField label="Period" options={PERIOD_OPTIONS} value={state.period} onChange={(event) => state.setPeriod(event.target.value as PeriodChoice)} />
      {state.period === 'custom' ? (
        <>
          <TextField
            label="From (Los Angeles)"
            type="date"
            value={state.customFrom}
            onChange={(event) => state.setCustomFrom(event.target.value)}
            onBlur={state.checkRange}
          />
          <TextField
            label="To (Los Angeles)"
            type="date"
            value={state.customTo}
            onChange={(event) => state.setCustomTo(event.target.value)}
            onBlur={state.checkRange}
            error={state.rangeProblem ?? undefined}
          />
        </>
      ) : null}
      <label className="flex h-9 items-center gap-2 text-sm font-medium text-ink-800">
        <input
          type="checkbox"
          checked={state.includeSpam}
          onChange={(event) => state.setIncludeSpam(event.target.checked)}
          className="size-4 accent-brand-700"
        />
        Include spam
      </label>
      {/* Never disabled (a focused button must not disable itself): with nothing to save it says so. */}
      <Button variant="secondary" size="sm" onClick={onDownload} aria-disabled={!canDownload || undefined}>
        <Download aria-hidden="true" className="size-4" /> Download CSV
      </Button>
    </div>
  );
}

import { actionPriority, type Priority } from '../lib/bands';
import { ToneBadge } from './tone';

const tone = { High: 'red', Medium: 'yellow', Low: 'green' } as const satisfies Record<Priority, string>;

/** The action plan: ten recommendations, the first 3 High, the next 3 Medium, the rest Low. */
export function RecommendationsPanel({ suggestions }: { suggestions: string[] }) {
  return (
    <ol className="space-y-3">
      {suggestions.map((suggestion, index) => {
        const priority = actionPriority(index);
        return (
          <li key={suggestion} className="flex gap-4 rounded-card border border-ink-100 bg-white p-4">
            <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 font-bold text-brand-700" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <ToneBadge tone={tone[priority]}>{priority} priority</ToneBadge>
              <p className="mt-1.5 text-ink-800">{suggestion}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}

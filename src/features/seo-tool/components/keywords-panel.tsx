import { difficultyTone, positionTone } from '../lib/bands';
import type { KeywordRow } from '../lib/types';
import { DataSourceNote } from './data-source-note';
import { ToneBadge } from './tone';

export function KeywordsPanel({ keywords }: { keywords: KeywordRow[] }) {
  return (
    <div className="space-y-4">
      <DataSourceNote origin="simulated" detail="Keyword ideas built from your page topic; volumes, difficulty and positions are simulated examples." />
      <div className="overflow-x-auto rounded-card border border-ink-100">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <caption className="sr-only">Keyword opportunities</caption>
          <thead className="bg-ink-50 text-ink-700">
            <tr>
              <th scope="col" className="px-4 py-3 font-semibold">
                Keyword
              </th>
              <th scope="col" className="px-4 py-3 text-right font-semibold">
                Monthly searches
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Difficulty
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Position
              </th>
              <th scope="col" className="px-4 py-3 font-semibold">
                Ranking page
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {keywords.map((row) => (
              <tr key={row.keyword}>
                <th scope="row" className="px-4 py-3 font-medium text-ink-950">
                  {row.keyword}
                </th>
                <td className="px-4 py-3 text-right tabular-nums">{row.volume.toLocaleString('en-US')}</td>
                <td className="px-4 py-3">
                  <ToneBadge tone={difficultyTone(row.difficulty)}>{row.difficulty}</ToneBadge>
                </td>
                <td className="px-4 py-3">
                  <ToneBadge tone={positionTone(row.position)}>#{row.position}</ToneBadge>
                </td>
                <td className="max-w-[14rem] truncate px-4 py-3 text-ink-700">{new URL(row.url).pathname}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-sm text-ink-700">Difficulty above 65 is hard, above 50 is medium. Positions 1 to 10 are on page one.</p>
    </div>
  );
}

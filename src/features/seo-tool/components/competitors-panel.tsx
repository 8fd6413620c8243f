import { useState } from 'react';
import { Pencil, Search, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';
import { scoreTone } from '../lib/bands';
import { BUSINESS_INFO_THRESHOLD, competitorFromDraft, draftFrom, emptyDraft, FIND_COMPETITORS_MAX, type CompetitorDraft } from '../lib/competitors';
import { seededRandom } from '../lib/random';
import { simulateCompetitors } from '../lib/simulate';
import type { Competitor } from '../lib/types';
import { useDelayedAction } from '../lib/use-delayed-action';
import { BusinessInfoCard, type BusinessInfo } from './business-info-card';
import { CompetitorForm } from './competitor-form';
import { DataSourceNote } from './data-source-note';
import { ToneBadge } from './tone';

export const FIND_COMPETITORS_DELAY_MS = 2000;

export function CompetitorsPanel({ initial, domain, random = Math.random }: { initial: Competitor[]; domain: string; random?: () => number }) {
  const [competitors, setCompetitors] = useState(initial);
  const [editing, setEditing] = useState<string | null>(null);
  const [businessCard, setBusinessCard] = useState<'pending' | 'dismissed'>('pending');
  const [business, setBusiness] = useState<BusinessInfo | null>(null);
  const finder = useDelayedAction(FIND_COMPETITORS_DELAY_MS);

  const add = (draft: CompetitorDraft) => {
    const check = competitorFromDraft(draft, competitors);
    if (!check.ok) {
      void notify.error(check.error.title, { description: check.error.description });
      return false;
    }
    setCompetitors((current) => [...current, check.competitor]);
    return true;
  };
  const save = (domainToEdit: string) => (draft: CompetitorDraft) => {
    const check = competitorFromDraft(draft, competitors, domainToEdit);
    if (!check.ok) {
      void notify.error(check.error.title, { description: check.error.description });
      return false;
    }
    setCompetitors((current) => current.map((competitor) => (competitor.domain === domainToEdit ? check.competitor : competitor)));
    setEditing(null);
    return true;
  };
  const remove = (domainToRemove: string) => setCompetitors((current) => current.filter((competitor) => competitor.domain !== domainToRemove));
  // The suggestions and their toast are worked out once, outside the state update: React may run an
  // updater twice (StrictMode), and it must stay pure.
  const find = () =>
    finder.run(() => {
      const found = simulateCompetitors(seededRandom(`${domain}:${random()}`), FIND_COMPETITORS_MAX, [
        ...competitors.map((competitor) => competitor.domain),
        domain,
      ]);
      setCompetitors((current) => [...current, ...found.filter((candidate) => !current.some((competitor) => competitor.domain === candidate.domain))]);
      void (found.length > 0
        ? notify.success('Competitors found', { description: `Added ${found.map((competitor) => competitor.domain).join(' and ')}.` })
        : notify.info('No new competitors found', { description: 'Every suggestion is already on your list.' }));
    });

  const showBusinessCard = competitors.length >= BUSINESS_INFO_THRESHOLD && businessCard === 'pending';

  return (
    <div className="space-y-6">
      <DataSourceNote
        origin="simulated"
        detail="Suggested competitors use example .example domains and simulated figures. Add your real competitors to compare."
      />
      {business ? (
        <p className="text-sm text-ink-700">
          Comparing for <span className="font-semibold text-ink-950">{business.name || 'your business'}</span>
          {business.industry ? ` (${business.industry})` : ''}.
        </p>
      ) : null}
      {competitors.length === 0 ? (
        <p className="rounded-card bg-ink-50 p-5 text-ink-700">No competitors yet. Add one below or let us find some.</p>
      ) : (
        <ul className="space-y-3">
          {competitors.map((competitor) =>
            editing === competitor.domain ? (
              <li key={competitor.domain}>
                <CompetitorForm initial={draftFrom(competitor)} editing onSubmit={save(competitor.domain)} onCancel={() => setEditing(null)} />
              </li>
            ) : (
              <li key={competitor.domain} className="flex flex-wrap items-center gap-4 rounded-card border border-ink-100 bg-white p-4">
                <div className="min-w-0 flex-1">
                  <p className="break-all font-semibold text-ink-950">{competitor.domain}</p>
                  <p className="text-sm text-ink-700">
                    {competitor.traffic.toLocaleString('en-US')} visits a month · {competitor.keywords.toLocaleString('en-US')} keywords ·{' '}
                    {competitor.backlinks.toLocaleString('en-US')} backlinks
                  </p>
                </div>
                <ToneBadge tone={scoreTone(competitor.score)}>Score {competitor.score}</ToneBadge>
                <div className="flex gap-2">
                  <Button variant="secondary" size="sm" onClick={() => setEditing(competitor.domain)} aria-label={`Edit ${competitor.domain}`}>
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </Button>
                  <Button variant="secondary" size="sm" onClick={() => remove(competitor.domain)} aria-label={`Remove ${competitor.domain}`}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove
                  </Button>
                </div>
              </li>
            ),
          )}
        </ul>
      )}
      {showBusinessCard ? (
        <BusinessInfoCard
          onSave={(info) => {
            setBusiness(info);
            setBusinessCard('dismissed');
            void notify.success('Business info saved');
          }}
          onClose={() => setBusinessCard('dismissed')}
        />
      ) : null}
      <CompetitorForm initial={emptyDraft()} editing={false} onSubmit={add} />
      <Button variant="secondary" onClick={find} disabled={finder.busy}>
        <Search aria-hidden="true" className="size-4" />
        {finder.busy ? 'Finding competitors...' : 'Find Competitors'}
      </Button>
    </div>
  );
}

/** One measured page and the weekly report payload around it, as the database queues it: the unit tests' fixtures. */
import type { WeeklyReportPayload } from '@shared/weekly-report/payload';

export const measured = {
  url: 'https://ruiz.example/',
  finalUrl: 'https://ruiz.example/',
  status: 200,
  loadTimeMs: 420,
  title: 'Ruiz Plumbing: plumbers in Glendale and Burbank',
  titleLength: 47,
  metaDescription: null,
  metaDescriptionLength: 0,
  canonical: 'https://ruiz.example/',
  h1Count: 1,
  wordCount: 640,
  internalLinks: 12,
  externalLinks: 2,
  images: 4,
  imagesWithAlt: 1,
  score: 79,
};

export function payload(changes: Partial<WeeklyReportPayload> = {}): WeeklyReportPayload {
  return {
    subscription_id: 's',
    website: 'https://ruiz.example/',
    report_day: 'monday',
    week_of: '2027-03-15',
    subscribed_at: '2027-03-10T18:00:00Z',
    confirmed_at: '2027-03-11T16:00:00Z',
    recipient: 'team@ruiz.example',
    recipient_is_owner: false,
    unsubscribe_token: 'abc.def',
    current: { score: 79, report: measured, error: null, measured_at: '2027-03-15T14:00:00Z' },
    previous: null,
    history: [{ week_of: '2027-03-15', score: 79 }],
    ...changes,
  };
}

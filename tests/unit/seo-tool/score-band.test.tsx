import { render, screen } from '../../support/render';
import { describe, expect, it } from 'vitest';
import { ScoreRing } from '@/features/seo-tool/components/score-ring';
import { weeklyReportContent } from '@shared/weekly-report/content';
import { weeklyReportHtml } from '@shared/weekly-report/html-email';
import { weeklyReportLinks, type WeeklyReportPayload } from '@shared/weekly-report/payload';
import { weeklyReportText } from '@shared/weekly-report/text-email';

const report = {
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

function weeklyEmail(score: number) {
  const payload: WeeklyReportPayload = {
    subscription_id: 's',
    website: 'https://ruiz.example/',
    report_day: 'monday',
    week_of: '2027-03-15',
    subscribed_at: '2027-03-10T18:00:00Z',
    recipient: 'ana@ruiz.example',
    recipient_is_owner: true,
    unsubscribe_token: 'abc.def',
    current: { score, report: { ...report, score }, error: null, measured_at: '2027-03-15T14:00:00Z' },
    previous: null,
    history: [{ week_of: '2027-03-15', score }],
  };
  const links = weeklyReportLinks(payload, { apiUrl: 'https://ref.supabase.co' });
  const content = weeklyReportContent(payload, links);
  return { band: content.band, text: weeklyReportText(content, links), html: weeklyReportHtml(content, links) };
}

describe('one name for each score band', () => {
  it.each([
    [80, 'Good'],
    [79, 'Needs improvement'],
    [60, 'Needs improvement'],
    [59, 'Poor'],
  ])('a score of %i is "%s" on the SEO tool and in the weekly e-mail and its PDF', (score, band) => {
    const { unmount } = render(<ScoreRing score={score} />);
    expect(screen.getByRole('img', { name: `SEO score ${score} out of 100: ${band}` })).toBeInTheDocument();
    expect(screen.getByText(band)).toBeInTheDocument();
    unmount();

    const email = weeklyEmail(score);
    // The PDF's figure label is content.band, as the HTML and text bodies are.
    expect(email.band).toBe(band);
    expect(email.text).toContain(`Score: ${score}/100 (${band})`);
    expect(email.html).toContain(` / 100 · ${band}</span>`);
  });
});

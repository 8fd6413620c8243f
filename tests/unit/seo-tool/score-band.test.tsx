import { render, screen } from '../../support/render';
import { describe, expect, it } from 'vitest';
import { ScoreRing } from '@/features/seo-tool/components/score-ring';
import { weeklyReportContent } from '@shared/weekly-report/content';
import { weeklyReportHtml } from '@shared/weekly-report/html-email';
import { weeklyReportLinks } from '@shared/weekly-report/payload';
import { weeklyReportText } from '@shared/weekly-report/text-email';
import { measured, payload } from '../../support/weekly-report-fixtures';

function weeklyEmail(score: number) {
  const links = weeklyReportLinks({ unsubscribe_token: 'abc.def' }, { apiUrl: 'https://ref.supabase.co' });
  const content = weeklyReportContent(
    payload({
      current: { score, report: { ...measured, score }, error: null, measured_at: '2027-03-15T14:00:00Z' },
      history: [{ week_of: '2027-03-15', score }],
    }),
    links,
  );
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

import { describe, expect, it } from 'vitest';
import {
  isConfirmToken,
  RECIPIENT_LIMIT_MESSAGES,
  reportConfirmationEmail,
  type ReportConfirmationPayload,
} from '@shared/report-confirmation';
import { recipientLimitToast, scheduledToast } from '@/features/weekly-reports/lib/report-schedule';

/**
 * The weekly reports' double opt-in (docs/decisions/0025-weekly-report-double-opt-in.md): the one
 * confirmation e-mail each recipient gets, the token's shape, and what the scheduler tells the visitor.
 */
const TOKEN = `${'Ab9'.repeat(13)}-_x9`;

function payload(changes: Partial<ReportConfirmationPayload> = {}): ReportConfirmationPayload {
  return {
    website: 'https://ruiz.example/services/drains?utm=x',
    report_day: 'thursday',
    recipient: 'team@ruiz.example',
    recipient_is_owner: false,
    others_asked: null,
    token: TOKEN,
    expires_at: '2027-03-17T18:00:00Z',
    ...changes,
  };
}

describe('the confirmation token', () => {
  it('is 43 URL-safe base64 characters, nothing else', () => {
    expect(TOKEN).toHaveLength(43);
    expect(isConfirmToken(TOKEN)).toBe(true);
    for (const bad of [
      '',
      TOKEN.slice(1),
      `${TOKEN}A`,
      `${TOKEN.slice(1)}=`,
      `${TOKEN.slice(1)}+`,
      `${TOKEN.slice(1)}\u0000`,
      `${TOKEN.slice(1)}\ud800`,
      ` ${TOKEN.slice(1)}`,
      42,
      null,
    ]) {
      expect(isConfirmToken(bad), JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('the confirmation e-mail', () => {
  it('asks a recipient the visitor added in the agency’s words, naming the site by scheme and host only', () => {
    const mail = reportConfirmationEmail(payload(), { siteUrl: 'https://site.example/' });
    expect(mail.subject).toBe('Please confirm: weekly SEO report for ruiz.example');
    expect(mail.link).toBe(`https://site.example/weekly-reports/confirm?token=${TOKEN}`);
    expect(mail.text).toContain(
      'Someone using the free SEO tool of Los Angeles SEO Group asked us to e-mail a weekly SEO report on https://ruiz.example to team@ruiz.example every Thursday.',
    );
    expect(mail.text).toContain('We send nothing until you confirm.');
    expect(mail.text).toContain(`\nhttps://site.example/weekly-reports/confirm?token=${TOKEN}\n`);
    expect(mail.text).toContain('The link works until March 17, 2027.');
    expect(mail.text).toContain('1800 Century Park East, Suite 600, Los Angeles, CA 90067');
    // Not the path the visitor typed (words of their choosing could go there), and no count of others.
    for (const part of [mail.subject, mail.text, mail.html]) {
      expect(part).not.toContain('services/drains');
      expect(part).not.toContain('more recipient');
    }
    expect(mail.html).toContain(`href="https://site.example/weekly-reports/confirm?token=${TOKEN}"`);
    expect(mail.html).toContain('Confirm weekly reports</a>');
  });

  it('tells the visitor how many others were asked, never who', () => {
    const own = reportConfirmationEmail(payload({ recipient: 'ana@ruiz.example', recipient_is_owner: true, others_asked: 5 }));
    expect(own.subject).toBe('Confirm your weekly SEO report for ruiz.example');
    expect(own.text).toContain('You asked for a weekly SEO report on https://ruiz.example, e-mailed to ana@ruiz.example every Thursday');
    expect(own.text).toContain('You added 5 more recipients. We have asked each of them to confirm with a link of their own');
    expect(own.link).toBe(`https://www.losangelesseogroup.com/weekly-reports/confirm?token=${TOKEN}`);
    expect(reportConfirmationEmail(payload({ recipient_is_owner: true, others_asked: 1 })).text).toContain('You added one more recipient. We have asked them');
    expect(reportConfirmationEmail(payload({ recipient_is_owner: true, others_asked: 0 })).text).not.toContain('You added');
  });

  it('escapes the site in its HTML', () => {
    const mail = reportConfirmationEmail(payload({ website: 'https://a.example/"><script>alert(1)</script>' }));
    expect(mail.html).not.toContain('<script>');
  });
});

describe('what the scheduler tells the visitor', () => {
  const values = { email: ' ana@ruiz.example ', reportDay: 'monday' as const };

  it('says to check the inbox to confirm, and that the people added must confirm too', () => {
    expect(scheduledToast({ ...values, additionalEmails: [{ value: '' }] })).toEqual({
      title: 'Weekly reports scheduled!',
      description:
        'Check your inbox to confirm: we e-mailed ana@ruiz.example a link, and nothing is sent until you click it. Your first report then arrives on the next Monday.',
    });
    expect(scheduledToast({ ...values, additionalEmails: [{ value: 'team@ruiz.example' }] }).description).toContain(
      'The recipient you added gets a link of their own and must confirm too.',
    );
    expect(scheduledToast({ ...values, additionalEmails: [{ value: 'a@ruiz.example' }, { value: 'b@ruiz.example' }] }).description).toContain(
      'The 2 recipients you added each get a link of their own and must confirm too.',
    );
  });

  it('shows the database’s words when a cap on new recipients refused the schedule, and nothing special otherwise', () => {
    expect(recipientLimitToast(new Error(`The lead could not be saved: ${RECIPIENT_LIMIT_MESSAGES.address}`))).toEqual({
      title: 'Daily limit reached',
      description: RECIPIENT_LIMIT_MESSAGES.address,
    });
    expect(recipientLimitToast(new Error(`The lead could not be completed: ${RECIPIENT_LIMIT_MESSAGES.site}`))?.description).toBe(
      RECIPIENT_LIMIT_MESSAGES.site,
    );
    expect(recipientLimitToast(new Error('The lead could not be saved: Failed to fetch'))).toBeNull();
    expect(recipientLimitToast('not an error')).toBeNull();
  });
});

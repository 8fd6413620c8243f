import { describe, expect, it } from 'vitest';
import { formatDuration } from '@/features/dashboard/lib/duration';
import { waitingLeadsEmail } from '../../supabase/functions/_shared/waiting-leads-email';

describe('speed to lead', () => {
  it('words durations for staff', () => {
    expect(formatDuration(30)).toBe('under 1 min');
    expect(formatDuration(45 * 60)).toBe('45 min');
    expect(formatDuration(2 * 3600 + 5 * 60)).toBe('2 h 5 min');
    expect(formatDuration(3 * 3600)).toBe('3 h');
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 59)).toBe('3 d 4 h');
  });

  it('lists every waiting lead in the morning e-mail, with a link to each, and says how many more', () => {
    const lead = (index: number) => ({
      id: `id-${index}`,
      name: `Person ${index}`,
      email: `p${index}@example.com`,
      phone: null,
      service: 'Local SEO',
      created_at: '2026-11-23T22:00:00Z',
      office_seconds: 2 * 3600 + 300,
    });
    const { subject, body } = waitingLeadsEmail(
      { day: '2026-11-24', total: 51, leads: Array.from({ length: 50 }, (_, index) => lead(index)) },
      'https://example.test/',
    );
    expect(subject).toBe('51 leads are waiting over an office hour');
    expect(body).toContain('- Person 0 (Local SEO)');
    expect(body).toContain('Arrived Mon, Nov 23, 2:00 PM PT, waiting 2 h 5 min of office time');
    expect(body).toContain('https://example.test/dashboard?lead=id-49');
    expect(body).toContain('…and 1 more in the dashboard.');
    expect(waitingLeadsEmail({ day: '2026-11-24', total: 1, leads: [lead(1)] }).subject).toBe('1 lead is waiting over an office hour');
  });

  it('puts one line about failing delivery atop the morning e-mail, and none while it works', () => {
    const payload = { day: '2026-11-24', total: 1, leads: [] };
    expect(waitingLeadsEmail(payload).body).toMatch(/^Good morning\./);
    const { body } = waitingLeadsEmail({
      ...payload,
      delivery: { since: '2026-11-24T15:05:00Z', reasons: ['The mail provider refuses e-mail (HTTP 500).'] },
    });
    const [first, second, third] = body.split('\n');
    expect(first).toBe("E-mail delivery is failing since Tue, Nov 24, 7:05 AM PT: The mail provider refuses e-mail (HTTP 500). See the dashboard's header.");
    expect(second).toBe('');
    expect(third).toMatch(/^Good morning\./);
  });
});

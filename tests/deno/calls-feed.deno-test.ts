/**
 * calls-feed under Deno, with its own import map (docs/decisions/0071-staff-shape-the-calendar-and-subscribe.md):
 * the iCalendar text (CRLF, lines folded at 75 octets without splitting a character, TEXT escaped,
 * the invite's UID, UTC times), and the handler's answers for a live, replaced, unknown or misshapen
 * token and past the budget, against a stand-in database. Run by scripts/functions/check-deno.ts.
 */
import assert from 'node:assert/strict';
import { buildCallsFeed, callSummary, type FeedCall } from '../../supabase/functions/_shared/calls-feed-calendar.ts';
import { createHandler } from '../../supabase/functions/calls-feed/handler.ts';
import { withFakeDatabase } from './support.ts';

const TOKEN = 'Abc_-'.repeat(8) + 'xyz';
const call: FeedCall = {
  id: '6f1c2a9e-8d1b-4c55-9a0e-2b7c1d3e4f50',
  starts_at: '2027-03-15T16:00:00+00:00',
  ends_at: '2027-03-15T16:30:00+00:00',
  changed_at: '2027-03-11T14:50:00+00:00',
  name: 'Zoë Ruiz',
  email: 'zoe@example.com',
  phone: '213-555-0142',
  website: 'https://ruiz.example',
  topic: 'Local SEO; two shops, one map pin\\ and reviews\nin Spanish, ünïcödé '.repeat(3),
};

const unfold = (body: string) => body.replace(/\r\n /g, '').split('\r\n');

Deno.test('the feed is RFC 5545 text: CRLF, folded at 75 octets on character boundaries, escaped, the invite UID, UTC times', () => {
  const body = buildCallsFeed([call], { siteUrl: 'https://www.losangelesseogroup.com/' });
  assert.ok(body.endsWith('\r\n'));
  assert.equal(body.replace(/\r\n/g, '').includes('\n'), false);
  for (const line of body.split('\r\n')) {
    assert.ok(new TextEncoder().encode(line).length <= 75, line);
    // A fold never splits a UTF-8 character: every physical line decodes on its own.
    assert.equal(new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode(line)), line);
  }
  const lines = unfold(body);
  assert.deepEqual(lines.slice(0, 2), ['BEGIN:VCALENDAR', 'VERSION:2.0']);
  assert.ok(lines.includes('UID:6f1c2a9e-8d1b-4c55-9a0e-2b7c1d3e4f50@losangelesseogroup.com'));
  assert.ok(lines.includes('DTSTART:20270315T160000Z'));
  assert.ok(lines.includes('DTEND:20270315T163000Z'));
  assert.ok(lines.includes('DTSTAMP:20270311T145000Z'));
  const description = lines.find((line) => line.startsWith('DESCRIPTION:'))!;
  assert.ok(description.includes('Local SEO\\; two shops\\, one map pin\\\\ and reviews\\nin Spanish\\, ünïcödé'));
  assert.ok(description.includes('https://www.losangelesseogroup.com/dashboard?view=calls'));
  const summary = lines.find((line) => line.startsWith('SUMMARY:'))!;
  assert.ok(summary.startsWith('SUMMARY:Call: Zoë Ruiz (Local SEO\\; two shops\\, one map pin\\\\ and reviews in Spanish'));
  assert.equal(lines.filter((line) => line === 'BEGIN:VEVENT').length, 1);
  assert.equal(
    lines.some((line) => line.startsWith('METHOD:')),
    false,
  );
  assert.equal(buildCallsFeed([], { siteUrl: null }).includes('BEGIN:VEVENT'), false);
});

Deno.test('the title carries who and at most 60 characters of the topic', () => {
  assert.equal(callSummary({ name: null, email: 'a@example.com', topic: null }), 'Call: a@example.com');
  assert.equal(callSummary({ name: 'Ana', email: 'a@example.com', topic: '  Map\n pin  ' }), 'Call: Ana (Map pin)');
  const long = callSummary({ name: 'Ana', email: 'a@example.com', topic: 'é'.repeat(100) });
  assert.equal(long, `Call: Ana (${'é'.repeat(59)}…)`);
});

function handlerFor(databaseUrl: string) {
  const env: Record<string, string> = { SUPABASE_URL: databaseUrl, SUPABASE_SERVICE_ROLE_KEY: 'service-key' };
  return createHandler({ get: (name) => env[name] });
}

Deno.test('calls-feed answers GET with the calendar, 410 for a replaced link, 404 for an unknown or misshapen one, 429 past the budget', async () => {
  await withFakeDatabase({ calls_feed: { status: 200, body: { state: 'live', calls: [call] } } }, async (database) => {
    const handler = handlerFor(database.url);
    const live = await handler(new Request(`http://functions.local/calls-feed?token=${TOKEN}`));
    assert.equal(live.status, 200);
    assert.equal(live.headers.get('content-type'), 'text/calendar; charset=utf-8');
    assert.equal(live.headers.get('cache-control'), 'private, no-store');
    assert.match(await live.text(), /^BEGIN:VCALENDAR\r\n/);
    assert.deepEqual(database.args[0], { token: TOKEN, client_address: 'unknown' });
    // Misshapen tokens never reach the database; other methods are refused.
    for (const query of ['', '?token=short', `?token=${TOKEN}x`, `?token=${TOKEN.replace('A', '+')}`]) {
      assert.equal((await handler(new Request(`http://functions.local/calls-feed${query}`))).status, 404);
    }
    assert.equal((await handler(new Request(`http://functions.local/calls-feed?token=${TOKEN}`, { method: 'POST' }))).status, 405);
    assert.deepEqual(database.calls, ['calls_feed']);
  });
  for (const [reply, status] of [
    [{ status: 200, body: { state: 'revoked' } }, 410],
    [{ status: 200, body: { state: 'not_found' } }, 404],
    [{ status: 429, body: { code: 'PT429', message: 'Too many' } }, 429],
    [{ status: 200, body: { state: 'live' } }, 503],
  ] as const) {
    await withFakeDatabase({ calls_feed: reply }, async (database) => {
      const answer = await handlerFor(database.url)(new Request(`http://functions.local/calls-feed?token=${TOKEN}`));
      assert.equal(answer.status, status);
      await answer.body?.cancel();
    });
  }
});

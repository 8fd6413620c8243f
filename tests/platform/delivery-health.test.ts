import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DeliveryHealth } from '@/lib/api/app-database';
import { startPlatformStack, type PlatformStack } from './support/platform-stack';

/**
 * The delivery health on the hosted path (docs/decisions/0067-delivery-health.md): pg_net's answers
 * to the wake-up and the jobs, and the outbox, on the database's clock. Functions down turns it red
 * within 5 minutes with the reason; after they recover, the sweeper sends the backlog and it is green;
 * a service key in Vault the functions refuse is named as such.
 */
const serverUrl = process.env.PLATFORM_SERVER_URL!;
let stack: PlatformStack;

beforeAll(async () => {
  stack = await startPlatformStack(serverUrl, { SITE_URL: 'https://www.losangelesseogroup.com', NOTIFY_EMAIL: 'leads@losangelesseogroup.test' });
  // pg_cron's runs from before the Vault secrets existed failed (no project URL): this file starts from a working project.
  await stack.sql('delete from cron.job_run_details');
  expect(await stack.runCronJob('send-notifications')).toMatchObject({ status_code: 200 });
});

afterAll(async () => {
  await stack?.stop();
});

/** The uptime monitor's call: a GET with the public key only; `monitor=true` answers 500 while red. */
const ask = (query = '') => fetch(`${stack.backend.url}/rest/v1/rpc/delivery_health${query}`, { headers: { apikey: stack.backend.anonKey } });
const health = async (): Promise<DeliveryHealth> => (await ask()).json();
const monitorStatus = async () => (await ask('?monitor=true')).status;
const setClockOffset = (seconds: number) => stack.sql('update private.clock_settings set offset_seconds = $1', [seconds]);
const minutes = (from: number, to: number) => ((to - from) / 60_000).toFixed(2);

describe('the delivery health', () => {
  it('turns red within 5 minutes of the functions going down, and green once the sweeper has sent the backlog after they recover', async () => {
    expect(await health()).toMatchObject({ status: 'green', problems: [] });
    expect(await monitorStatus()).toBe(200);
    const email = `health-${randomBytes(4).toString('hex')}@example.com`;
    stack.setFunctionsFailing(true);
    try {
      const down = Date.now();
      expect((await stack.anon.from('lsg_leads').insert({ name: 'Health Outage', email, lead_type: 'contact' })).error).toBeNull();
      // The lead's wake-up meets the failing functions: red at pg_net's answer, no clock moved.
      const red = await vi.waitFor(
        async () => {
          const answer = await health();
          expect(answer.status).toBe('red');
          return answer;
        },
        { timeout: 30_000, interval: 100 },
      );
      const redAt = Date.now();
      expect(red.problems).toEqual([
        expect.objectContaining({ check: 'functions', reason: "The edge functions fail: the database's calls are answered HTTP 500." }),
      ]);
      expect(await monitorStatus()).toBe(500);
      console.log(`Delivery health: functions down to red in ${minutes(down, redAt)} min (the wake-up's answer).`);

      // The minute sweeper fails too; 3 minutes on, the lead's e-mail is still due: the outbox says so as well.
      expect(await stack.runCronJob('send-notifications')).toMatchObject({ status_code: 500 });
      await setClockOffset(3 * 60 + 5);
      expect((await health()).problems.map((problem) => problem.check).toSorted()).toEqual(['functions', 'outbox']);
      expect(await stack.sql('select status, attempts from private.lead_notifications where lead_email = $1', [email])).toEqual([
        { status: 'pending', attempts: 0 },
      ]);

      stack.setFunctionsFailing(false);
      const recovered = Date.now();
      expect(await stack.runCronJob('send-notifications')).toMatchObject({ status_code: 200 });
      expect(await stack.sql('select status from private.lead_notifications where lead_email = $1', [email])).toEqual([{ status: 'sent' }]);
      expect(await health()).toMatchObject({ status: 'green', problems: [] });
      console.log(`Delivery health: recovery to green in ${minutes(recovered, Date.now())} min (the first sweep after it).`);
      expect(await monitorStatus()).toBe(200);
    } finally {
      stack.setFunctionsFailing(false);
      await setClockOffset(0);
    }
  });

  it('names a service key in Vault the functions refuse, and clears once the secret is right again', async () => {
    const setServiceKey = (key: string) => stack.sql("select vault.update_secret((select id from vault.secrets where name = 'service_role_key'), $1)", [key]);
    await setServiceKey('a-rotated-out-service-key');
    try {
      expect(await stack.runCronJob('send-notifications')).toMatchObject({ status_code: 401 });
      const red = await health();
      expect(red).toMatchObject({
        status: 'red',
        problems: [{ check: 'functions', reason: 'The edge functions refuse the service key in Vault (HTTP 401): update the service_role_key secret.' }],
      });
      expect(JSON.stringify(red)).not.toContain('a-rotated-out-service-key');
    } finally {
      await setServiceKey(stack.backend.serviceRoleKey);
    }
    expect(await stack.runCronJob('send-notifications')).toMatchObject({ status_code: 200 });
    expect(await health()).toMatchObject({ status: 'green', problems: [] });
  });
});

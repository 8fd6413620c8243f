import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAD_TYPES } from '@/lib/api/app-database';
import { startTestBackend, type TestBackend } from './support/backend';

// lead_type is text limited by a check constraint, so the generated types say `string` and
// `npm run db:types:check` cannot see a new lead type: this ties the app's list to the constraint.
let backend: TestBackend;

beforeAll(async () => {
  backend = await startTestBackend();
});
afterAll(() => backend?.stop());

async function allowedValues(constraint: string): Promise<string[]> {
  const [row] = await backend.sql<{ definition: string }>(
    'select pg_get_constraintdef(oid) as definition from pg_constraint where conname = $1',
    [constraint],
  );
  return [...(row?.definition ?? '').matchAll(/'([^']+)'::text/g)].map((match) => match[1]!);
}

describe('the lead types the app knows', () => {
  it('are exactly the ones lsg_leads accepts', async () => {
    expect([...LEAD_TYPES].sort()).toEqual((await allowedValues('lsg_leads_lead_type_known')).sort());
  });
});

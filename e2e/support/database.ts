import '../../supabase/local/websocket-polyfill';
import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { builtStack, origin } from '../../scripts/test-stack';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';

/** A service-role client of the backend at `apiOrigin`, to check what landed in its database. */
export const serviceClient = (apiOrigin: string) =>
  createClient(apiOrigin, LOCAL_SERVICE_ROLE_KEY, { auth: { persistSession: false, autoRefreshToken: false } });

/** The database the built site under test writes to. */
export const db = serviceClient(origin(builtStack.apiPort));

export const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

export async function leadsByEmail(email: string, client = db) {
  const { data, error } = await client.from('lsg_leads').select('*').eq('email', email).order('created_at');
  if (error) throw new Error(error.message);
  return data;
}

export async function legacyLeadsByEmail(email: string) {
  const { data, error } = await db.from('leads').select('*').eq('email', email).order('created_at');
  if (error) throw new Error(error.message);
  return data;
}

export async function subscribersByEmail(email: string) {
  const { data, error } = await db.from('newsletter_subscribers').select('*').ilike('email', email);
  if (error) throw new Error(error.message);
  return data;
}

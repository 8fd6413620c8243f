import '../../supabase/local/websocket-polyfill';
import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys';

/** The service-role client, to check what landed in the database the site wrote to. */
export const db = createClient('http://127.0.0.1:54321', LOCAL_SERVICE_ROLE_KEY, {
  auth: { persistSession: false, autoRefreshToken: false },
});

export const uniqueEmail = (label: string) => `${label}-${randomBytes(4).toString('hex')}@example.com`;

export async function leadsByEmail(email: string) {
  const { data, error } = await db.from('lsg_leads').select('*').eq('email', email).order('created_at');
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

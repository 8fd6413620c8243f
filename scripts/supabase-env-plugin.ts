/**
 * A production build must say which Supabase project its forms talk to. Without this check a build
 * with no VITE_SUPABASE_URL silently fell back to the local stack's address, and every visitor's
 * form would have posted to their own machine. `npm run build -- --local` (and the test build)
 * builds against the local stack on purpose.
 */
import { loadEnv, type Plugin } from 'vite';
import { keyRole } from './supabase-key-role';

/** Set by scripts/build.ts for `--local` and `--e2e`. */
export const LOCAL_STACK_FLAG = 'BUILD_FOR_LOCAL_STACK';

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(url.hostname) || url.hostname.endsWith('.localhost');

function keyProblem(key: string): string | null {
  const role = keyRole(key);
  if (role === 'anon' || role === 'publishable') return null;
  if (role === 'service_role' || role === 'secret') {
    return `VITE_SUPABASE_ANON_KEY holds the project's ${role === 'secret' ? 'secret key' : 'service-role key'}, which bypasses every security rule; everything in the built site is public. Use the anon key (or the sb_publishable_ key) from the project's API settings.`;
  }
  return `VITE_SUPABASE_ANON_KEY is not an anon key (a JWT whose role is anon, or an sb_publishable_ key)${role ? `: its role is ${role}` : ''}. Copy the anon key from the project's API settings.`;
}

/** Why these variables cannot make a production build, or null when they can. */
export function supabaseEnvProblem(env: Record<string, string | undefined>, forLocalStack: boolean): string | null {
  const given = (name: string) => env[name]?.trim() ?? '';
  const missing = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'].filter((name) => !given(name));
  if (missing.length && !forLocalStack) {
    return `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set. A production build needs the Supabase project's URL and anon key (in the environment or .env); \`npm run build -- --local\` builds against the local stack instead.`;
  }
  if (given('VITE_SUPABASE_ANON_KEY')) {
    const problem = keyProblem(given('VITE_SUPABASE_ANON_KEY'));
    if (problem) return problem;
  }
  if (!given('VITE_SUPABASE_URL')) return null;
  let url: URL;
  try {
    url = new URL(given('VITE_SUPABASE_URL'));
  } catch {
    return `VITE_SUPABASE_URL is not a URL: ${env.VITE_SUPABASE_URL}`;
  }
  if (isLoopback(url)) {
    return forLocalStack
      ? null
      : `VITE_SUPABASE_URL points at this machine (${url.origin}), so visitors' forms would go nowhere. Set the Supabase project's URL, or build against the local stack on purpose with \`npm run build -- --local\`.`;
  }
  if (url.protocol !== 'https:') {
    return `VITE_SUPABASE_URL must be https (${url.origin} is not): visitors' names and e-mails would cross the network unencrypted, and an https page cannot call it.`;
  }
  return null;
}

export function requireSupabaseEnv(): Plugin {
  return {
    name: 'lsg:require-supabase-env',
    config(config, { command, mode }) {
      if (command !== 'build' || mode !== 'production') return;
      const env = loadEnv(mode, config.root ?? process.cwd(), 'VITE_');
      const problem = supabaseEnvProblem(env, process.env[LOCAL_STACK_FLAG] === 'true');
      if (problem) throw new Error(problem);
    },
  };
}

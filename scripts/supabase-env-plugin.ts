/**
 * A production build must say which Supabase project its forms talk to. Without this check a build
 * with no VITE_SUPABASE_URL silently fell back to the local stack's address, and every visitor's
 * form would have posted to their own machine. `npm run build -- --local` (and the test build)
 * builds against the local stack on purpose.
 */
import { loadEnv, type Plugin } from 'vite';

/** Set by scripts/build.ts for `--local` and `--e2e`. */
export const LOCAL_STACK_FLAG = 'BUILD_FOR_LOCAL_STACK';

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]', '0.0.0.0'].includes(url.hostname) || url.hostname.endsWith('.localhost');

/** Why these variables cannot make a production build, or null when they can. */
export function supabaseEnvProblem(env: Record<string, string | undefined>, forLocalStack: boolean): string | null {
  if (forLocalStack) return null;
  const missing = ['VITE_SUPABASE_URL', 'VITE_SUPABASE_ANON_KEY'].filter((name) => !env[name]?.trim());
  if (missing.length) {
    return `${missing.join(' and ')} ${missing.length === 1 ? 'is' : 'are'} not set. A production build needs the Supabase project's URL and anon key (in the environment or .env); \`npm run build -- --local\` builds against the local stack instead.`;
  }
  let url: URL;
  try {
    url = new URL(env.VITE_SUPABASE_URL!.trim());
  } catch {
    return `VITE_SUPABASE_URL is not a URL: ${env.VITE_SUPABASE_URL}`;
  }
  if (isLoopback(url)) {
    return `VITE_SUPABASE_URL points at this machine (${url.origin}), so visitors' forms would go nowhere. Set the Supabase project's URL, or build against the local stack on purpose with \`npm run build -- --local\`.`;
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

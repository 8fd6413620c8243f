import { useId, useState, type FormEvent } from 'react';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import type { LoginResult } from '../api/use-dashboard-session';

/** The staff login: the shared password and 'Remember me for 24 hours'. */
export function LoginForm({ onLogin }: { onLogin: (password: string, remember: boolean) => Promise<LoginResult> }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setSubmitting(true);
    setError(null);
    const result = await onLogin(password, remember);
    setSubmitting(false);
    if (!result.ok) setError(result.message);
  };

  return (
    <div className="mx-auto max-w-md rounded-card border border-ink-100 bg-white p-8 shadow-card">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
        <Lock aria-hidden="true" className="size-6" />
      </span>
      <h1 className="mt-4 text-display-sm">Leads Dashboard</h1>
      <p className="mt-2 text-ink-700">Staff only. Enter the team password to see and manage leads.</p>
      <form className="mt-6 grid gap-4" onSubmit={onSubmit}>
        <div>
          <label htmlFor={`${id}-password`} className="block text-sm font-semibold text-ink-900">
            Password
          </label>
          <input
            id={`${id}-password`}
            type="password"
            required
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className="mt-1.5 block w-full rounded-lg border border-ink-300 px-3.5 py-2.5 focus-visible:outline-2 focus-visible:outline-brand-600"
          />
        </div>
        <label className="flex items-center gap-2 text-ink-800">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} className="size-4 accent-brand-700" />
          Remember me for 24 hours
        </label>
        {error ? (
          <p id={`${id}-error`} role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-danger">
            {error}
          </p>
        ) : null}
        <Button type="submit" disabled={submitting || !password}>
          {submitting ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Lock } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import type { LoginResult } from '../api/use-dashboard-session';

/** The staff login: the shared password and 'Remember me for 24 hours'. */
export function LoginForm({ onLogin }: { onLogin: (password: string, remember: boolean) => Promise<LoginResult> }) {
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
        <TextField
          label="Password"
          type="password"
          required
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={error ?? undefined}
        />
        <label className="flex items-center gap-2 text-ink-800">
          <input type="checkbox" checked={remember} onChange={(event) => setRemember(event.target.checked)} className="size-4 accent-brand-700" />
          Remember me for 24 hours
        </label>
        <Button type="submit" disabled={submitting || !password}>
          {submitting ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import type { LoginResult } from '../api/use-dashboard-session';
import { AccessCard } from './access-card';

/** The staff login: the shared password and 'Remember me for 24 hours'. */
interface LoginFormProps {
  onLogin: (password: string, remember: boolean) => Promise<LoginResult>;
  /** The login mutation is in flight. */
  pending: boolean;
}

export function LoginForm({ onLogin, pending }: LoginFormProps) {
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) return;
    setError(null);
    const result = await onLogin(password, remember);
    if (!result.ok) setError(result.message);
  };

  return (
    <AccessCard>
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
        <Button type="submit" disabled={pending || !password}>
          {pending ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
    </AccessCard>
  );
}

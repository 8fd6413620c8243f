import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@/lib/api/unstorable-text';
import { readStorage, writeStorage } from '@/lib/storage';
import type { LoginCredentials, LoginResult } from '../api/use-dashboard-session';
import { STAFF_NAME_KEY } from '../lib/session-store';
import { AccessCard } from './access-card';

interface LoginFormProps {
  onLogin: (credentials: LoginCredentials) => Promise<LoginResult>;
  /** The login mutation is in flight. */
  pending: boolean;
}

/**
 * The staff login: the staff member's name (it signs their status changes and notes), the shared
 * password and 'Remember me for 24 hours'.
 */
export function LoginForm({ onLogin, pending }: LoginFormProps) {
  const [staffName, setStaffName] = useState(() => readStorage('local', STAFF_NAME_KEY) ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameReady = staffName.trim().length >= 2;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || !nameReady) return;
    setNameError(isStorableText(staffName) ? null : UNSTORABLE_TEXT_MESSAGE);
    if (!isStorableText(staffName)) return;
    setError(null);
    writeStorage('local', STAFF_NAME_KEY, staffName.trim());
    const result = await onLogin({ password, staffName: staffName.trim(), remember });
    if (!result.ok) setError(result.message);
  };

  return (
    <AccessCard>
      <form className="mt-6 grid gap-4" onSubmit={onSubmit}>
        <TextField
          label="Your name"
          required
          autoComplete="name"
          maxLength={80}
          value={staffName}
          onChange={(event) => setStaffName(event.target.value)}
          hint="Signs the statuses and notes you add."
          error={nameError ?? undefined}
        />
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
        <Button type="submit" disabled={pending || !password || !nameReady}>
          {pending ? 'Logging in...' : 'Log in'}
        </Button>
      </form>
    </AccessCard>
  );
}

import { useId, useState, type FormEvent, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { isStorableText, UNSTORABLE_TEXT_MESSAGE } from '@/lib/api/unstorable-text';
import { focusByScript } from '@/lib/focus-by-script';
import { readStorage, writeStorage } from '@/lib/storage';
import type { LoginCredentials, LoginResult } from '../api/use-dashboard-session';
import { STAFF_NAME_KEY } from '../lib/session-store';
import { MAX_STAFF_NAME_LENGTH, staffNameProblem, trimStaffName } from '../lib/staff-name';
import { AccessCard } from './access-card';

interface LoginFormProps {
  onLogin: (credentials: LoginCredentials) => Promise<LoginResult>;
  /** The login mutation is in flight. */
  pending: boolean;
  /** The card's heading, which takes focus after logging out (dashboard.tsx). */
  headingRef?: Ref<HTMLHeadingElement>;
}

/**
 * The staff login: the staff member's name (it signs their status changes and notes), the shared
 * password and 'Remember me for 24 hours'.
 */
export function LoginForm({ onLogin, pending, headingRef }: LoginFormProps) {
  const [staffName, setStaffName] = useState(() => readStorage('local', STAFF_NAME_KEY) ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const nameId = useId();
  const passwordId = useId();

  /** A refused name: its message under the field (read out as an alert) and focus on the field. */
  const refuseName = (message: string) => {
    setNameError(message);
    focusByScript(document.getElementById(nameId));
  };

  /** A refused password, or none: its message under the field and focus on it, ready to type again. */
  const refusePassword = (message: string) => {
    setError(message);
    focusByScript(document.getElementById(passwordId));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    // The database's rule, checked here first (docs/decisions/0026-staff-sign-in-and-authorship.md).
    const nameProblem = staffNameProblem(staffName);
    if (nameProblem) {
      refuseName(nameProblem);
      return;
    }
    setNameError(null);
    if (!password) return refusePassword('Please enter the password.');
    if (!isStorableText(password)) return refusePassword(UNSTORABLE_TEXT_MESSAGE);
    setError(null);
    const name = trimStaffName(staffName);
    writeStorage('local', STAFF_NAME_KEY, name);
    const result = await onLogin({ password, staffName: name, remember });
    if (result.ok) return;
    if (result.field === 'name') refuseName(result.message);
    else refusePassword(result.message);
  };

  return (
    <AccessCard headingRef={headingRef}>
      <LoginFields
        staffName={staffName}
        onStaffName={setStaffName}
        nameError={nameError}
        password={password}
        onPassword={setPassword}
        passwordError={error}
        remember={remember}
        onRemember={setRemember}
        onSubmit={onSubmit}
        pending={pending}
        nameId={nameId}
        passwordId={passwordId}
      />
    </AccessCard>
  );
}

interface LoginFieldsProps {
  staffName: string;
  onStaffName: (value: string) => void;
  nameError: string | null;
  password: string;
  onPassword: (value: string) => void;
  passwordError: string | null;
  remember: boolean;
  onRemember: (value: boolean) => void;
  onSubmit: (event: FormEvent) => void;
  pending: boolean;
  /** The fields' ids, so a refusal can move focus to the field it is about. */
  nameId?: string;
  passwordId?: string;
}

function LoginFields(props: LoginFieldsProps) {
  return (
    <form className="mt-6 grid gap-4" noValidate onSubmit={props.onSubmit}>
      <TextField
        id={props.nameId}
        label="Your name"
        required
        autoComplete="name"
        maxLength={MAX_STAFF_NAME_LENGTH}
        value={props.staffName}
        onChange={(event) => props.onStaffName(event.target.value)}
        hint="Signs the statuses and notes you add."
        error={props.nameError ?? undefined}
      />
      <TextField
        id={props.passwordId}
        label="Password"
        type="password"
        required
        autoComplete="current-password"
        value={props.password}
        onChange={(event) => props.onPassword(event.target.value)}
        error={props.passwordError ?? undefined}
      />
      <label className="flex items-center gap-2 text-ink-800">
        <input type="checkbox" checked={props.remember} onChange={(event) => props.onRemember(event.target.checked)} className="size-4 accent-brand-700" />
        Remember me for 24 hours
      </label>
      {/* Busy, never disabled: Log in stays a Tab stop, keeps focus while it works, and a short name or a
          missing password is explained on its field when pressed (issue 39). */}
      <Button type="submit" busy={props.pending}>
        {props.pending ? 'Logging in...' : 'Log in'}
      </Button>
    </form>
  );
}

const ignore = () => {};

/**
 * The card while a kept token is checked (the prerendered page shows it too). An invisible, inert
 * copy of the empty form under the spinner gives it the form's exact height at every width, so the
 * form that usually follows moves nothing below it (the footer's layout shift on a phone was 0.04).
 */
/** The card while a kept session is checked, or the dashboard's code loads; statusRef may take focus there (dashboard.tsx). */
export function CheckingAccess({ statusRef }: { statusRef?: (status: HTMLElement | null) => void } = {}) {
  return (
    <AccessCard>
      <div className="grid">
        <div className="invisible col-start-1 row-start-1" aria-hidden="true" inert>
          <LoginFields
            staffName=""
            onStaffName={ignore}
            nameError={null}
            password=""
            onPassword={ignore}
            passwordError={null}
            remember={false}
            onRemember={ignore}
            onSubmit={ignore}
            pending={false}
          />
        </div>
        <p ref={statusRef} role="status" className="col-start-1 row-start-1 flex items-center justify-center gap-3 text-ink-700">
          <span aria-hidden="true" className="size-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
          Checking access...
        </p>
      </div>
    </AccessCard>
  );
}

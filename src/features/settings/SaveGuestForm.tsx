/**
 * For a guest: "Save your boards" turns the anonymous account into a permanent one with the same uid, by linking
 * an e-mail address and password or a Google account, so every board the guest made stays theirs.
 */
import { useState, type FormEvent } from 'react';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import { weakPasswordError } from '../../domain/auth-checks';
import { isAppError } from '../../domain/errors';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { PasswordField } from '../../ui/PasswordField';

export interface SaveGuestFormProps {
  user: User;
  /** Called with the e-mail address (or "your Google account") once the guest is linked. */
  onSaved: (signInWith: string) => void;
}

/** The linking form; renders nothing when the backend can link neither way. */
export function SaveGuestForm({ user, onSaved }: SaveGuestFormProps) {
  const { auth, telemetry } = useBackend();
  const [form, setForm] = useState({ displayName: user.displayName, email: '', password: '' });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  if (!auth.linkWithEmail && !auth.linkWithGoogle) return null;

  const run = async (method: 'password' | 'google', link: () => Promise<User | null> | undefined) => {
    setBusy(true);
    setError(null);
    try {
      // null: the person closed Google's pop-up; nothing changed.
      const linked = await link();
      if (linked) {
        telemetry.event('sign_up', { method });
        onSaved(method === 'google' ? 'your Google account' : (linked.email ?? form.email));
      }
    } catch (e) {
      setError(e);
    }
    setBusy(false);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    // The same 6-character rule as the sign-up page, checked before anything is sent.
    const weak = weakPasswordError(form.password);
    if (weak) {
      setError(weak);
      return;
    }
    void run('password', () => auth.linkWithEmail?.(form));
  };

  return (
    <div className="save-guest" aria-labelledby="save-guest-heading" role="group">
      <h3 id="save-guest-heading">Save your boards</h3>
      <p>
        You are using Lanes as a guest. If you sign out or this browser&apos;s data is cleared, your boards
        are lost for good. Add an e-mail address and password or a Google account to keep them: your boards
        stay as they are.
      </p>
      {auth.linkWithEmail && (
        <form className="account-form" onSubmit={submit} noValidate>
          <label className="field">
            Name
            <input
              name="displayName"
              autoComplete="name"
              value={form.displayName}
              onChange={(e) => setForm({ ...form, displayName: e.target.value })}
            />
          </label>
          <label className="field">
            E-mail
            <input
              type="email"
              name="email"
              autoComplete="email"
              value={form.email}
              onChange={(e) => setForm({ ...form, email: e.target.value })}
            />
          </label>
          <PasswordField
            value={form.password}
            onChange={(password) => setForm({ ...form, password })}
            autoComplete="new-password"
            showRule
          />
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Saving…' : 'Save with e-mail and password'}
          </button>
        </form>
      )}
      {auth.linkWithGoogle && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void run('google', () => auth.linkWithGoogle?.())}
        >
          Save with Google
        </button>
      )}
      {isAppError(error, 'auth/email-already-in-use') ? <AlreadyInUse /> : <ErrorMessage error={error} />}
    </div>
  );
}

/**
 * What `auth/email-already-in-use` means here (Firebase's `auth/credential-already-in-use` arrives as it): the
 * account exists on its own, and a guest's boards cannot be merged into it.
 */
function AlreadyInUse() {
  return (
    <div className="error-message" role="alert">
      <strong>That account already exists, so it cannot be added to this guest.</strong>
      <div className="error-detail">
        To keep the boards you made as a guest, save them with a different e-mail address or Google account.
        To use the existing account instead, sign out and sign in to it: the guest&apos;s boards are not moved
        there.
      </div>
    </div>
  );
}

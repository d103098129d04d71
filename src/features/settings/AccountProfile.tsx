/** Settings → Account: the display name (editable where the backend can change it) and e-mail verification. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import { ErrorMessage } from '../../ui/ErrorMessage';

/** The display name's form with "Save name"; nothing when `auth.updateProfile` is absent (the facts list shows it). */
export function DisplayNameForm({ user }: { user: User }) {
  const { auth } = useBackend();
  // Null while untouched, so a name changed elsewhere (a guest linked, another tab) shows as it is.
  const { t } = useTranslation('settings');
  const [draft, setDraft] = useState<string | null>(null);
  const name = draft ?? user.displayName;
  const [error, setError] = useState<unknown>(null);
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  if (!auth.updateProfile) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setState('saving');
    setError(null);
    try {
      await auth.updateProfile?.({ displayName: name });
      setDraft(null);
      setState('saved');
    } catch (err) {
      setError(err);
      setState('idle');
    }
  };
  return (
    <form className="account-form" onSubmit={submit} noValidate>
      <div className="row name-row">
        <label className="field">
          {t('account.displayName')}
          <input
            name="displayName"
            autoComplete="name"
            value={name}
            onChange={(e) => {
              setDraft(e.target.value);
              setState('idle');
            }}
          />
        </label>
        <button type="submit" disabled={state === 'saving' || name === user.displayName}>
          {t('account.saveName')}
        </button>
      </div>
      {state === 'saved' && <p role="status">{t('account.nameSaved')}</p>}
      <ErrorMessage error={error} />
    </form>
  );
}

/**
 * For an address not yet confirmed, "Send verification e-mail" (where the backend can send one). Renders nothing
 * where there is no such check (local mode) or the address is verified.
 */
export function EmailVerification({ user }: { user: User }) {
  const { auth } = useBackend();
  const { t } = useTranslation('settings');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  if (!user.email || user.emailVerified !== false || !auth.sendEmailVerification) return null;
  const send = async () => {
    setBusy(true);
    setError(null);
    try {
      await auth.sendEmailVerification?.();
      setSent(true);
    } catch (err) {
      setError(err);
    }
    setBusy(false);
  };
  return (
    <div className="account-form">
      <p>{t('account.notVerifiedYet')}</p>
      {sent ? (
        <p role="status" className="confirmation">
          {t('account.verificationSent', { email: user.email })}
        </p>
      ) : (
        <button type="button" disabled={busy} onClick={() => void send()}>
          {t('account.sendVerification')}
        </button>
      )}
      <ErrorMessage error={error} />
    </div>
  );
}

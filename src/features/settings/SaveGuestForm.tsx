/**
 * For a guest: "Save your boards" turns the anonymous account into a permanent one with the same uid, by linking
 * an e-mail address and password or a Google account, so every board the guest made stays theirs.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import { weakPasswordError } from '../../domain/auth-checks';
import { isAppError } from '../../domain/errors';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { AccountFields } from '../../ui/AccountFields';

export interface SaveGuestFormProps {
  user: User;
  /** Called with the e-mail address (or "your Google account") once the guest is linked. */
  onSaved: (signInWith: string) => void;
}

/** The linking form; renders nothing when the backend can link neither way. */
export function SaveGuestForm({ user, onSaved }: SaveGuestFormProps) {
  const { auth, telemetry } = useBackend();
  const { t } = useTranslation(['settings', 'auth']);
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
        onSaved(method === 'google' ? t('account.yourGoogle') : (linked.email ?? form.email));
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
      <h3 id="save-guest-heading">{t('guest.heading')}</h3>
      <p>{t('guest.text')}</p>
      {auth.linkWithEmail && (
        <form className="account-form" onSubmit={submit} noValidate>
          <AccountFields value={form} onChange={setForm} withName newPassword />
          <button type="submit" className="primary" disabled={busy}>
            {busy ? t('guest.saving') : t('guest.saveEmail')}
          </button>
        </form>
      )}
      {auth.linkWithGoogle && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void run('google', () => auth.linkWithGoogle?.())}
        >
          {t('guest.saveGoogle')}
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
  const { t } = useTranslation('settings');
  return (
    <div className="error-message" role="alert">
      <strong>{t('guest.exists')}</strong>
      <div className="error-detail">{t('guest.existsDetail')}</div>
    </div>
  );
}

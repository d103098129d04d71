/**
 * "Confirm it is you": asks the signed-in account to sign in again — its password (Firebase Authentication's
 * 6-character rule said before anything is sent) or Google, as the account signs in — before a step the server
 * allows only after a recent sign-in (deleting a board or an account's data, changing a role: 5 minutes).
 */
import { useState, type FormEvent } from 'react';
import { useBackend } from '../../backend/context';
import type { Reauthentication } from '../../backend/ports';
import { weakPasswordError } from '../../domain/auth-checks';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { PasswordField } from '../../ui/PasswordField';

export interface ReauthDialogProps {
  /** Runs once the account has signed in again (the step that asked for it, retried); its error is shown here. */
  onConfirmed: () => Promise<void>;
  onCancel: () => void;
}

/** The dialog; the password form and the Google button appear for the account's own sign-in methods. */
export function ReauthDialog({ onConfirmed, onCancel }: ReauthDialogProps) {
  const { auth } = useBackend();
  const { t } = useTranslation(['auth', 'common']);
  const methods = auth.reauthMethods?.() ?? ['password'];
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async (reauth: Reauthentication) => {
    setBusy(true);
    setError(null);
    try {
      await auth.reauthenticate?.(reauth);
      await onConfirmed();
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  const withPassword = (e: FormEvent) => {
    e.preventDefault();
    // Firebase would refuse it anyway: say so without sending the password.
    const weak = weakPasswordError(password);
    if (weak) setError(weak);
    else void confirm({ password });
  };

  return (
    <Dialog title={t('reauth.title')} onClose={onCancel} className="reauth-dialog">
      <p>{t('reauth.text')}</p>
      {methods.includes('password') && (
        <form onSubmit={withPassword} noValidate>
          <PasswordField
            label={t('reauth.password')}
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            showRule
          />
          <div className="row">
            <button type="submit" disabled={busy || password === ''}>
              {busy ? t('reauth.busy') : t('reauth.submit')}
            </button>
            <button type="button" onClick={onCancel}>
              {t('common:cancel')}
            </button>
          </div>
        </form>
      )}
      {methods.includes('google') && (
        <p>
          <button type="button" disabled={busy} onClick={() => void confirm({ provider: 'google' })}>
            {t('reauth.google')}
          </button>
        </p>
      )}
      <ErrorMessage error={error} />
    </Dialog>
  );
}

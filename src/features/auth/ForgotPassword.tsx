/**
 * "Forgot password?" on the sign-in page: asks for the e-mail address and sends a reset link. The confirmation
 * never says whether an account exists for that address (the port does not tell either).
 */
import { useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import { ErrorMessage } from '../../ui/ErrorMessage';

/** A link that opens the reset form, prefilled with `email`; renders nothing when the backend cannot send one. */
export function ForgotPassword({ email: typedEmail }: { email: string }) {
  const { auth } = useBackend();
  const { t } = useTranslation(['auth', 'common']);
  const [email, setEmail] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  if (!auth.sendPasswordReset) return null;

  if (email === null) {
    return (
      <button type="button" className="link-button" onClick={() => setEmail(typedEmail)}>
        {t('forgot.open')}
      </button>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await auth.sendPasswordReset?.(email);
      setSentTo(email.trim());
    } catch (err) {
      setError(err);
    }
    setBusy(false);
  };

  return (
    <form className="forgot-password" onSubmit={submit} noValidate aria-labelledby="reset-heading">
      <h2 id="reset-heading">{t('forgot.heading')}</h2>
      {sentTo ? (
        <p role="status" className="confirmation">
          <Trans t={t} i18nKey="forgot.sent" values={{ email: sentTo }} components={{ strong: <strong /> }} />
        </p>
      ) : (
        <>
          <label className="field">
            {t('forgot.field')}
            <input
              type="email"
              name="reset-email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <ErrorMessage error={error} />
          <button type="submit" disabled={busy}>
            {busy ? t('forgot.sending') : t('forgot.send')}
          </button>
        </>
      )}{' '}
      <button
        type="button"
        className="link-button"
        onClick={() => {
          setEmail(null);
          setSentTo(null);
        }}
      >
        {sentTo ? t('forgot.back') : t('common:cancel')}
      </button>
    </form>
  );
}

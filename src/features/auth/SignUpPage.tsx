/** Create an account: the password rule is checked here first, and the store's own refusal is shown the same way. */
import { useState, type FormEvent } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from '../../ui/routing';
import { useBackend } from '../../backend/context';
import { weakPasswordError } from '../../domain/auth-checks';
import { paths } from '../../config/paths';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { AccountFields } from '../../ui/AccountFields';
import { useDocumentTitle } from '../../ui/document-title';
import { OtherSignIns } from './OtherSignIns';
import { useNextPath } from './use-next-path';
import './auth.css';

/** `/signup`. */
export function SignUpPage() {
  const { auth, mode, telemetry } = useBackend();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const next = useNextPath();
  const [form, setForm] = useState({ displayName: '', email: '', password: '', remember: false });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('signUp.submit'));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const weak = weakPasswordError(form.password);
    if (weak) {
      setError(weak);
      return;
    }
    setBusy(true);
    try {
      await auth.signUp(form);
      telemetry.event('sign_up', { method: 'password' });
      navigate(next, { replace: true });
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <main className="auth-page">
      <div className="auth-card">
        <form onSubmit={submit} noValidate>
          <h1>{t('signUp.heading')}</h1>
          {mode === 'local' && <p className="hint">{t('signUp.local')}</p>}
          <AccountFields value={form} onChange={setForm} withName newPassword />
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.remember}
              onChange={(e) => setForm({ ...form, remember: e.target.checked })}
            />
            {t('remember')}
          </label>
          <ErrorMessage error={error} />
          <button type="submit" className="primary" disabled={busy}>
            {busy ? t('signUp.busy') : t('signUp.submit')}
          </button>
        </form>
        <OtherSignIns next={next} guest={false} />
        <p>
          <Trans
            t={t}
            i18nKey="signUp.have"
            components={{ a: <Link to={paths.signIn.href(next === '/' ? undefined : next)} /> }}
          />
        </p>
      </div>
    </main>
  );
}

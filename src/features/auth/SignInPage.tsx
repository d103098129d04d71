/** Sign in with e-mail and password, or Google or as a guest where the backend offers them; reset a password. */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate } from '../../ui/routing';
import { useBackend } from '../../backend/context';
import { paths } from '../../config/paths';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { AccountFields } from '../../ui/AccountFields';
import { withLink } from '../../ui/with-link';
import { useDocumentTitle } from '../../ui/document-title';
import { preloadable } from '../../ui/preloadable';
import { OtherSignIns } from './OtherSignIns';
import { useNextPath } from './use-next-path';
import './auth.css';

// "Forgot password?" and its form (Firebase modes only) load with the page, not before it.
const ForgotPassword = preloadable(
  () => import('./ForgotPassword'),
  (m) => m.ForgotPassword,
  null,
).Component;

/** `/signin`. */
export function SignInPage() {
  const { auth, telemetry } = useBackend();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const next = useNextPath();
  const [form, setForm] = useState({ email: '', password: '', remember: false });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  useDocumentTitle(t('signIn.submit'));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    try {
      await auth.signIn(form);
      telemetry.event('login', { method: 'password' });
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
          <h1>{t('signIn.heading')}</h1>
          <AccountFields value={form} onChange={setForm} newPassword={false} />
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
            {busy ? t('signIn.busy') : t('signIn.submit')}
          </button>
        </form>
        <ForgotPassword email={form.email} />
        <OtherSignIns next={next} guest />
        <p>
          {withLink(t('signIn.new'), (text) => (
            <Link to={paths.signUp.href(next === '/' ? undefined : next)}>{text}</Link>
          ))}
        </p>
      </div>
    </main>
  );
}

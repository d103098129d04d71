/** Create an account: the password rule is checked here first, and the store's own refusal is shown the same way. */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBackend } from '../../backend/context';
import { weakPasswordError } from '../../domain/auth-checks';
import { paths } from '../../config/paths';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { PasswordField } from '../../ui/PasswordField';
import { OtherSignIns } from './OtherSignIns';
import { useNextPath } from './use-next-path';
import './auth.css';

/** `/signup`. */
export function SignUpPage() {
  const { auth, mode, telemetry } = useBackend();
  const navigate = useNavigate();
  const next = useNextPath();
  const [form, setForm] = useState({ displayName: '', email: '', password: '', remember: false });
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

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
          <h1>Create your Lanes account</h1>
          {mode === 'local' && (
            <p className="hint">
              Local mode: the account and your boards stay in this browser, on this device.
            </p>
          )}
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
          <label className="checkbox">
            <input
              type="checkbox"
              checked={form.remember}
              onChange={(e) => setForm({ ...form, remember: e.target.checked })}
            />
            Keep me signed in on this device
          </label>
          <ErrorMessage error={error} />
          <button type="submit" className="primary" disabled={busy}>
            {busy ? 'Creating account…' : 'Create account'}
          </button>
        </form>
        <OtherSignIns next={next} guest={false} />
        <p>
          Have an account? <Link to={paths.signIn.href(next === '/' ? undefined : next)}>Sign in</Link>
        </p>
      </div>
    </main>
  );
}

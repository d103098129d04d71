/**
 * The ways in besides e-mail and password — Google and, on the sign-in page, a guest account — each shown only
 * when the backend offers it (local mode offers neither).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from '../../ui/routing';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import { ErrorMessage } from '../../ui/ErrorMessage';

export interface OtherSignInsProps {
  /** Where to go once signed in. */
  next: string;
  /** Whether to offer "Continue as guest" (the sign-in page does, the sign-up page does not). */
  guest: boolean;
}

/** "Continue with Google" and "Continue as guest" buttons; renders nothing when the backend has neither. */
export function OtherSignIns({ next, guest }: OtherSignInsProps) {
  const { auth, telemetry } = useBackend();
  const navigate = useNavigate();
  const { t } = useTranslation('auth');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const hasGoogle = auth.signInWithGoogle !== undefined;
  const hasGuest = guest && auth.signInAsGuest !== undefined;
  if (!hasGoogle && !hasGuest) return null;

  const run = async (method: 'google' | 'guest', start: () => Promise<User | null> | undefined) => {
    setBusy(true);
    setError(null);
    try {
      // null: the person closed Google's pop-up, which is no error.
      if (await start()) {
        telemetry.event('login', { method });
        navigate(next, { replace: true });
        return;
      }
    } catch (e) {
      setError(e);
    }
    setBusy(false);
  };

  return (
    <div className="other-sign-ins">
      <p className="or">{t('or')}</p>
      {hasGoogle && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void run('google', () => auth.signInWithGoogle?.())}
        >
          {t('google')}
        </button>
      )}
      {hasGuest && (
        <>
          <button
            type="button"
            disabled={busy}
            onClick={() => void run('guest', () => auth.signInAsGuest?.())}
          >
            {t('guest')}
          </button>
          <p className="hint">{t('guestHint')}</p>
        </>
      )}
      <ErrorMessage error={error} />
    </div>
  );
}

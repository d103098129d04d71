/**
 * "Sign out", which asks first when changes made on this device have not reached the server (Firebase modes: the
 * outbox, docs/sync.md): signing out deletes the account's boards from the device, and those changes with them.
 */
import { useState } from 'react';
import { useBackend } from '../../backend/context';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog } from '../../ui/Dialog';

/** How many changes wait to be sent, read once (0 where the backend does not say). */
function unsentNow(watch: ((listener: (count: number) => void) => () => void) | undefined): Promise<number> {
  if (!watch) return Promise.resolve(0);
  return new Promise((resolve) => {
    let stop: (() => void) | null = null;
    let done = false;
    stop = watch((count) => {
      if (done) return;
      done = true;
      resolve(count);
      queueMicrotask(() => stop?.());
    });
  });
}

/** The top bar's (and the invite page's) Sign out button. */
export function SignOutButton() {
  const { auth, device } = useBackend();
  const { t } = useTranslation();
  const [unsent, setUnsent] = useState(0);
  const ask = async () => {
    const count = await unsentNow(device.watchPendingWrites?.bind(device));
    if (count > 0) setUnsent(count);
    else void auth.signOut();
  };
  return (
    <>
      <button type="button" onClick={() => void ask()}>
        {t('signOut')}
      </button>
      {unsent > 0 && (
        <Dialog title={t('signOutUnsent.title')} onClose={() => setUnsent(0)}>
          <p>{t('signOutUnsent.body', { count: unsent })}</p>
          <div className="row">
            <button type="button" className="primary" onClick={() => setUnsent(0)}>
              {t('signOutUnsent.stay')}
            </button>
            <button type="button" className="danger" onClick={() => void auth.signOut()}>
              {t('signOutUnsent.discard')}
            </button>
          </div>
        </Dialog>
      )}
    </>
  );
}

/**
 * Settings → Account → Delete account: a confirmation dialog that names what goes; when the backend asks for a
 * recent sign-in (`auth/requires-recent-login`), the app's shared "Confirm it is you" dialog (features/auth
 * RecentSignIn) asks for the account's own way in — its password, or Google for a Google account — and the
 * deletion runs again.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useNavigate } from '../../ui/routing';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import type { DeleteAccountDataOutput } from '../../domain/calls';
import { paths } from '../../config/paths';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useRecentSignIn } from '../../ui/recent-sign-in';

/** "Delete account…" and its dialog; renders nothing when the backend cannot delete accounts. */
export function DeleteAccount({ user }: { user: User }) {
  const { auth } = useBackend();
  const { t } = useTranslation('settings');
  const [open, setOpen] = useState(false);
  if (!auth.deleteAccount) return null;
  return (
    <div className="account-form">
      <h3>{t('delete.heading')}</h3>
      <p>{t('delete.text')}</p>
      <button type="button" className="danger" onClick={() => setOpen(true)}>
        {t('delete.open')}
      </button>
      {open && <DeleteAccountDialog user={user} onClose={() => setOpen(false)} />}
    </div>
  );
}

/** The boards that would go or be left, from the callable's dry run; null while unknown or without callables. */
function useDeletionPlan(): DeleteAccountDataOutput | null {
  const { calls } = useBackend();
  const [plan, setPlan] = useState<DeleteAccountDataOutput | null>(null);
  useEffect(() => {
    if (!calls) return;
    let live = true;
    calls.deleteAccountData({ confirm: true, dryRun: true }).then(
      (found) => live && setPlan(found),
      // Without the list the dialog still names the account and profile; the deletion itself will say more.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [calls]);
  return plan;
}

function DeleteAccountDialog({ user, onClose }: { user: User; onClose: () => void }) {
  const { auth, calls } = useBackend();
  const navigate = useNavigate();
  const { t } = useTranslation(['settings', 'common']);
  const plan = useDeletionPlan();
  const runRecent = useRecentSignIn();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // The data goes first, while the account can still call the function; a second attempt must not repeat it.
  const dataDeleted = useRef(false);

  const remove = async () => {
    setBusy(true);
    setError(null);
    let deleted = false;
    try {
      await runRecent(async () => {
        // Identity first: a person who cannot (or will not) sign in again must not lose their boards and keep
        // their account.
        await auth.reauthenticate?.();
        if (calls && !dataDeleted.current) {
          await calls.deleteAccountData({ confirm: true });
          dataDeleted.current = true;
        }
        await auth.deleteAccount?.();
        deleted = true;
      });
    } catch (e) {
      setError(e);
    }
    // Not deleted and no error: the person closed "Confirm it is you"; nothing went.
    if (deleted) navigate(paths.signIn.href(), { replace: true });
    else setBusy(false);
  };

  return (
    <Dialog title={t('delete.title')} onClose={onClose} className="delete-account-dialog">
      <p>{t('delete.intro')}</p>
      <ul>
        <li>{user.email ? t('delete.signInAs', { email: user.email }) : t('delete.signIn')}</li>
        <li>
          {user.displayName ? t('delete.profileNamed', { name: user.displayName }) : t('delete.profile')}
        </li>
        {plan && <BoardsThatGo plan={plan} />}
      </ul>
      {!calls && <p>{t('delete.boardsStay')}</p>}
      <p>
        <strong>{t('delete.final')}</strong>
      </p>
      <ErrorMessage error={error} />
      <div className="row">
        <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
          {busy ? t('delete.busy') : t('delete.submit')}
        </button>
        <button type="button" onClick={onClose}>
          {t('common:cancel')}
        </button>
      </div>
    </Dialog>
  );
}

/** The dry run's boards as list items: deleted with everything in them, or only left. */
function BoardsThatGo({ plan }: { plan: DeleteAccountDataOutput }) {
  const { t } = useTranslation('settings');
  return (
    <>
      {plan.deletedBoards.map((board) => (
        <li key={board.id}>
          {board.otherMembers.length > 0
            ? t('delete.boardGoesShared', { title: board.title, count: board.otherMembers.length })
            : t('delete.boardGoes', { title: board.title })}
        </li>
      ))}
      {plan.leftBoards.length > 0 && (
        <li>
          {t('delete.left', {
            boards: plan.leftBoards.map((b) => t('delete.quoted', { title: b.title })).join(', '),
          })}
        </li>
      )}
    </>
  );
}

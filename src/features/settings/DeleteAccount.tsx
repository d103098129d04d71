/**
 * Settings → Account → Delete account: a confirmation dialog that names what goes, and, when the backend asks for
 * a recent sign-in (`auth/requires-recent-login`), the password or Google again before the second attempt.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useBackend } from '../../backend/context';
import type { Reauthentication, User } from '../../backend/ports';
import type { DeleteAccountDataOutput } from '../../domain/calls';
import { isAppError } from '../../domain/errors';
import { paths } from '../../config/paths';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { PasswordField } from '../../ui/PasswordField';

/** "Delete account…" and its dialog; renders nothing when the backend cannot delete accounts. */
export function DeleteAccount({ user }: { user: User }) {
  const { auth } = useBackend();
  const [open, setOpen] = useState(false);
  if (!auth.deleteAccount) return null;
  return (
    <div className="account-form">
      <h3>Delete account</h3>
      <p>Deletes your account and your profile for good.</p>
      <button type="button" className="danger" onClick={() => setOpen(true)}>
        Delete account…
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
  const plan = useDeletionPlan();
  const [step, setStep] = useState<'confirm' | 'reauth'>('confirm');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // The data goes first, while the account can still call the function; a second attempt must not repeat it.
  const dataDeleted = useRef(false);

  const remove = async (reauth?: Reauthentication) => {
    setBusy(true);
    setError(null);
    try {
      // Identity first: a person who cannot (or will not) sign in again must not lose their boards and keep
      // their account.
      await auth.reauthenticate?.(reauth);
      if (calls && !dataDeleted.current) {
        await calls.deleteAccountData({ confirm: true });
        dataDeleted.current = true;
      }
      await auth.deleteAccount?.(auth.reauthenticate ? undefined : reauth);
      navigate(paths.signIn.href(), { replace: true });
      return;
    } catch (e) {
      if (isAppError(e, 'auth/requires-recent-login')) setStep('reauth');
      else setError(e);
    }
    setBusy(false);
  };

  const confirmWithPassword = (e: FormEvent) => {
    e.preventDefault();
    void remove({ password });
  };

  return (
    <Dialog title="Delete your account?" onClose={onClose} className="delete-account-dialog">
      {step === 'confirm' ? (
        <>
          <p>This deletes for good:</p>
          <ul>
            <li>your sign-in{user.email ? ` as ${user.email}` : ''};</li>
            <li>your profile{user.displayName ? ` (name “${user.displayName}”)` : ''};</li>
            {plan && <BoardsThatGo plan={plan} />}
          </ul>
          {!calls && <p>The boards you are a member of are not deleted by this step.</p>}
          <p>
            <strong>This cannot be undone.</strong>
          </p>
          <ErrorMessage error={error} />
          <div className="row">
            <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
              {busy ? 'Deleting…' : 'Delete my account'}
            </button>
            <button type="button" onClick={onClose}>
              Cancel
            </button>
          </div>
        </>
      ) : (
        <>
          <p role="status">For your safety, confirm it is you: your last sign-in was too long ago.</p>
          {user.email && (
            <form onSubmit={confirmWithPassword} noValidate>
              <PasswordField
                label="Your password"
                value={password}
                onChange={setPassword}
                autoComplete="current-password"
                showRule={false}
              />
              <button type="submit" className="danger" disabled={busy || password === ''}>
                Confirm and delete
              </button>
            </form>
          )}
          {auth.signInWithGoogle && (
            <p>
              Signed in with Google?{' '}
              <button type="button" disabled={busy} onClick={() => void remove({ provider: 'google' })}>
                Confirm with Google and delete
              </button>
            </p>
          )}
          <ErrorMessage error={error} />
        </>
      )}
    </Dialog>
  );
}

/** The dry run's boards as list items: deleted with everything in them, or only left. */
function BoardsThatGo({ plan }: { plan: DeleteAccountDataOutput }) {
  return (
    <>
      {plan.deletedBoards.map((board) => (
        <li key={board.id}>
          the board “{board.title}” with all its lists, cards, comments and attachments (you are its only
          owner
          {board.otherMembers.length > 0 &&
            `; ${board.otherMembers.length} other member${board.otherMembers.length === 1 ? '' : 's'} lose it too`}
          );
        </li>
      ))}
      {plan.leftBoards.length > 0 && (
        <li>
          your membership of {plan.leftBoards.map((b) => `“${b.title}”`).join(', ')} (those boards stay with
          their other owners);
        </li>
      )}
    </>
  );
}

/**
 * `/invite/:token`, where an invite link lands. Signed out: sign in or create an account, then come back here
 * (`?next=`). Signed in: join as the signed-in account (named, so nobody joins with the wrong one by accident) and
 * go to the board.
 */
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useBackend } from '../../backend/context';
import { useCurrentUser } from '../../backend/use-current-user';
import { paths } from '../../config/paths';
import { isAppError } from '../../domain/errors';
import { ErrorMessage } from '../../ui/ErrorMessage';
import './invite.css';

/**
 * Why the link did not work. acceptInvite's refusals (used, expired, another address, no such invite, its maker
 * can no longer invite) say what to do in their own words; the generic texts for their codes ("Your role on this
 * board does not allow that.") would be wrong here. Anything else (offline, a bug) is shown as everywhere else.
 */
export function InviteRefusal({ error }: { error: unknown }) {
  const refused =
    isAppError(error, 'invalid-argument') ||
    isAppError(error, 'permission-denied') ||
    isAppError(error, 'not-found');
  if (!refused) return <ErrorMessage error={error} />;
  return (
    <div className="error-message" role="alert">
      <strong>This invite link cannot be used.</strong>
      <div className="error-detail">{error.message}</div>
    </div>
  );
}

/** The invite landing page: sign in or sign up first, then join the board as the named account. */
export function InvitePage() {
  const { token = '' } = useParams();
  const { calls, auth } = useBackend();
  const { user, ready } = useCurrentUser();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const here = paths.invite.href(token);

  const join = async () => {
    if (!calls) return;
    setBusy(true);
    setError(null);
    try {
      const { boardId } = await calls.acceptInvite({ token });
      navigate(paths.board.href(boardId), { replace: true });
    } catch (e) {
      setError(e);
      setBusy(false);
    }
  };

  if (!ready) return <p className="loading">Loading…</p>;
  return (
    <main className="invite-page">
      <h1>You are invited to a board</h1>
      {!calls && <p className="hint">Invites are not available in this mode.</p>}
      {user ? (
        <>
          <p>
            Join as <strong>{user.displayName}</strong>
            {user.email ? ` (${user.email})` : ''}.
          </p>
          <button type="button" className="primary" disabled={busy || !calls} onClick={() => void join()}>
            {busy ? 'Joining…' : 'Join board'}
          </button>
          <button type="button" onClick={() => void auth.signOut()}>
            Not you? Sign out
          </button>
        </>
      ) : (
        <>
          <p>Sign in or create an account to join it.</p>
          <Link className="button primary" to={paths.signUp.href(here)}>
            Create an account
          </Link>
          <Link className="button" to={paths.signIn.href(here)}>
            Sign in
          </Link>
        </>
      )}
      {error !== null && (
        <>
          <InviteRefusal error={error} />
          {user && <Link to={paths.boards.href()}>Go to your boards</Link>}
        </>
      )}
    </main>
  );
}

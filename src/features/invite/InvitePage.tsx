/**
 * `/invite/:token`, where an invite link lands. Signed out: sign in or create an account, then come back here
 * (`?next=`). Signed in: join as the signed-in account (named, so nobody joins with the wrong one by accident) and
 * go to the board.
 */
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/use-translation';
import { Link, useNavigate, useParams } from '../../ui/routing';
import { useBackend } from '../../backend/context';
import { useCurrentUser } from '../../backend/use-current-user';
import { paths } from '../../config/paths';
import { isAppError } from '../../domain/errors';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useDocumentTitle } from '../../ui/document-title';
import './invite.css';

/**
 * Why the link did not work. acceptInvite's refusals (used, expired, another address, no such invite, its maker
 * can no longer invite) say what to do in their own words; the generic texts for their codes ("Your role on this
 * board does not allow that.") would be wrong here. Anything else (offline, a bug) is shown as everywhere else.
 */
export function InviteRefusal({ error }: { error: unknown }) {
  const { t } = useTranslation('invite');
  const refused =
    isAppError(error, 'invalid-argument') ||
    isAppError(error, 'permission-denied') ||
    isAppError(error, 'not-found');
  if (!refused) return <ErrorMessage error={error} />;
  return (
    <div className="error-message" role="alert">
      <strong>{t('refused')}</strong>
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
  const { t } = useTranslation(['invite', 'common']);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const here = paths.invite.href(token);
  useDocumentTitle(t('heading'));

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

  if (!ready) return <p className="loading">{t('common:loading')}</p>;
  return (
    <main className="invite-page">
      <h1>{t('heading')}</h1>
      {!calls && <p className="hint">{t('unavailable')}</p>}
      {user ? (
        <>
          <p>
            <Trans
              t={t}
              i18nKey={user.email ? 'joinAsEmail' : 'joinAs'}
              values={{ name: user.displayName, email: user.email }}
              components={{ strong: <strong /> }}
            />
          </p>
          <button type="button" className="primary" disabled={busy || !calls} onClick={() => void join()}>
            {busy ? t('joining') : t('join')}
          </button>
          <button type="button" onClick={() => void auth.signOut()}>
            {t('notYou')}
          </button>
        </>
      ) : (
        <>
          <p>{t('signInFirst')}</p>
          <Link className="button primary" to={paths.signUp.href(here)}>
            {t('signUp')}
          </Link>
          <Link className="button" to={paths.signIn.href(here)}>
            {t('signIn')}
          </Link>
        </>
      )}
      {error !== null && (
        <>
          <InviteRefusal error={error} />
          {user && <Link to={paths.boards.href()}>{t('toBoards')}</Link>}
        </>
      )}
    </main>
  );
}

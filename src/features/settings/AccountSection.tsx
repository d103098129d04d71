/**
 * Settings → Account: who is signed in, their name and e-mail address (with its verification), saving a guest's
 * boards to a permanent account, and deleting the account. Each control appears only when the backend offers
 * its method: local mode offers none, so there it shows the name and e-mail address only.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import { useCurrentUser } from '../../backend/use-current-user';
import { paths } from '../../config/paths';
import { DisplayNameForm, EmailVerification } from './AccountProfile';
import { DeleteAccount } from './DeleteAccount';
import { SaveGuestForm } from './SaveGuestForm';

/** The Account section; for a signed-out visitor, a link to sign in and come back here. */
export function AccountSection() {
  const { user, ready } = useCurrentUser();
  return (
    <section className="settings-section" aria-labelledby="account-heading">
      <h2 id="account-heading">Account</h2>
      {!ready ? (
        <p>Loading…</p>
      ) : user ? (
        <AccountDetails user={user} />
      ) : (
        <p>
          You are not signed in. <Link to={paths.signIn.href(paths.settings.href('account'))}>Sign in</Link>
        </p>
      )}
    </section>
  );
}

function AccountDetails({ user }: { user: User }) {
  const { auth, mode } = useBackend();
  // Set when a guest's boards were just saved: the form is gone by then, this says it worked.
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const kind = user.isAnonymous ? 'Guest (no e-mail address or password yet)' : 'Personal account';
  return (
    <>
      <dl className="facts">
        <dt>Account</dt>
        <dd>{mode === 'local' ? `${kind}, stored in this browser` : kind}</dd>
        {!auth.updateProfile && user.displayName && (
          <>
            <dt>Name</dt>
            <dd>{user.displayName}</dd>
          </>
        )}
        {user.email && (
          <>
            <dt>E-mail</dt>
            <dd data-testid="account-email">
              {user.email}
              {user.emailVerified === true && ' (verified)'}
              {user.emailVerified === false && ' (not verified)'}
            </dd>
          </>
        )}
        <dt>User id</dt>
        <dd data-testid="account-uid">{user.uid}</dd>
      </dl>
      {savedAs && (
        <p role="status" className="confirmation">
          Your boards are saved to your account. From now on, sign in with {savedAs}.
        </p>
      )}
      {/* A guest names themselves in "Save your boards". */}
      {!user.isAnonymous && <DisplayNameForm user={user} />}
      <EmailVerification user={user} />
      {user.isAnonymous && <SaveGuestForm user={user} onSaved={setSavedAs} />}
      {!user.isAnonymous && <DeleteAccount user={user} />}
    </>
  );
}

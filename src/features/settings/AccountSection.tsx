/**
 * Settings → Account: who is signed in, their name, picture and e-mail address (with its verification), saving a guest's
 * boards to a permanent account, and deleting the account. Each control appears only when the backend offers
 * its method: local mode offers none, so there it shows the name and e-mail address only.
 */
import { useState } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/routing';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import { useCurrentUser } from '../../backend/use-current-user';
import { paths } from '../../config/paths';
import { DisplayNameForm, EmailVerification } from './AccountProfile';
import { AvatarPicker } from './AvatarPicker';
import { DeleteAccount } from './DeleteAccount';
import { SaveGuestForm } from './SaveGuestForm';

/**
 * The Account section; for a signed-out visitor, a link to sign in and come back here. `advanced` adds the user
 * id (for support).
 */
export function AccountSection({ advanced = false }: { advanced?: boolean }) {
  const { user, ready } = useCurrentUser();
  const { t } = useTranslation(['settings', 'common']);
  return (
    <section className="settings-section" aria-labelledby="account-heading">
      <h2 id="account-heading">{t('account.heading')}</h2>
      {!ready ? (
        <p>{t('common:loading')}</p>
      ) : user ? (
        <AccountDetails user={user} advanced={advanced} />
      ) : (
        <p>
          <Trans
            t={t}
            i18nKey="account.signedOut"
            components={{ a: <Link to={paths.signIn.href(paths.settings.href('account'))} /> }}
          />
        </p>
      )}
    </section>
  );
}

function AccountDetails({ user, advanced }: { user: User; advanced: boolean }) {
  const { auth, mode } = useBackend();
  // Set when a guest's boards were just saved: the form is gone by then, this says it worked.
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const { t } = useTranslation('settings');
  const kind = user.isAnonymous ? t('account.guest') : t('account.personal');
  return (
    <>
      <dl className="facts">
        <dt>{t('account.account')}</dt>
        <dd>{mode === 'local' ? t('account.local', { kind }) : kind}</dd>
        {!auth.updateProfile && user.displayName && (
          <>
            <dt>{t('account.name')}</dt>
            <dd>{user.displayName}</dd>
          </>
        )}
        {user.email && (
          <>
            <dt>{t('account.email')}</dt>
            <dd data-testid="account-email">
              {user.email}
              {user.emailVerified === true && t('account.verified')}
              {user.emailVerified === false && t('account.notVerified')}
            </dd>
          </>
        )}
        {advanced && (
          <>
            <dt>{t('account.uid')}</dt>
            <dd className="id" data-testid="account-uid">
              {user.uid}
            </dd>
          </>
        )}
      </dl>
      {savedAs && (
        <p role="status" className="confirmation">
          {t('account.savedAs', { who: savedAs })}
        </p>
      )}
      {/* A guest names themselves in "Save your boards". */}
      {!user.isAnonymous && <DisplayNameForm user={user} />}
      <AvatarPicker user={user} />
      <EmailVerification user={user} />
      {user.isAnonymous && <SaveGuestForm user={user} onSaved={setSavedAs} />}
      {!user.isAnonymous && <DeleteAccount user={user} />}
    </>
  );
}

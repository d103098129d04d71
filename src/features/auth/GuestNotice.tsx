/** The top bar's reminder for an anonymous guest that their boards can be kept by saving them to an account. */
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/routing';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import './auth.css';

/** A small link to the account section, shown only for a guest on a backend that can link accounts. */
export function GuestNotice({ user, accountHref }: { user: User | null; accountHref: string }) {
  const { auth } = useBackend();
  const { t } = useTranslation('auth');
  if (!user?.isAnonymous || (!auth.linkWithEmail && !auth.linkWithGoogle)) return null;
  return (
    <Link to={accountHref} className="guest-notice">
      {t('guestNotice')}
    </Link>
  );
}

/** The top bar's reminder for an anonymous guest that their boards can be kept by saving them to an account. */
import { Link } from 'react-router';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import './auth.css';

/** A small link to the account section, shown only for a guest on a backend that can link accounts. */
export function GuestNotice({ user, accountHref }: { user: User | null; accountHref: string }) {
  const { auth } = useBackend();
  if (!user?.isAnonymous || (!auth.linkWithEmail && !auth.linkWithGoogle)) return null;
  return (
    <Link to={accountHref} className="guest-notice">
      You are a guest — save your boards
    </Link>
  );
}

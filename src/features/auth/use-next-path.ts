/** Where to go after signing in: the `next` query parameter when it is a path of this app, else the boards page. */
import { useSearchParams } from '../../ui/routing';

export function useNextPath(): string {
  const [params] = useSearchParams();
  const next = params.get('next');
  // Only same-origin paths: an open redirect through ?next=https://… must not be possible.
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/**
 * Notifications that arrive while Lanes is in front (PushPort.onForeground) become toasts with an "Open" action,
 * instead of system notifications.
 */
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { PushPort } from '../../backend/ports';
import { useToast } from '../../ui/toast';
import { useNavigate } from '../../ui/routing';

/** Shows a toast for each foreground notification of `push` while mounted (resubscribes when `uid` changes). */
export function useForegroundToasts(push: PushPort | undefined, uid: string): void {
  const toast = useToast();
  const navigate = useNavigate();
  const { t } = useTranslation('inbox');
  useEffect(() => {
    if (!push) return;
    return push.onForeground((notice) =>
      toast({
        // The body is the whole sentence ("Ana assigned you to …"); the title only names the kind.
        text: notice.body || notice.title,
        action: { label: t('open'), run: () => navigate(notice.path) },
      }),
    );
  }, [push, uid, toast, navigate, t]);
}

/**
 * Says so when the server refuses a change that was already shown (Firebase modes, docs/sync.md): the change is
 * undone on this device by then, and the person is told which one and why — "Not saved: moving card “Paint” —
 * Your role on this board does not allow that." Renders nothing itself; the message is a toast.
 */
import { useEffect } from 'react';
import type { TFunction } from 'i18next';
import { useBackend } from '../../backend/context';
import type { RefusedChangeNotice } from '../../backend/ports';
import { useTranslation } from '../../i18n/use-translation';
import { describeError } from '../../ui/describe-error';
import { useToast } from '../../ui/toast';

/** The sentence for `refusal`, in the language of `t` (common namespace). */
export function refusalText(t: TFunction, refusal: RefusedChangeNotice): string {
  const { action, title = '' } = refusal.what;
  // Message keys cannot hold dots: `card.move` is `card_move`.
  const key = `refused.actions.${action.replace('.', '_')}`;
  const what = t(key, { title, defaultValue: t('refused.actions.other') });
  const { summary, detail } = describeError(refusal.error);
  const reason = detail ? `${summary} (${detail})` : summary;
  return `${t('refused.text', { what, reason })} ${t('refused.undone')}`;
}

/** Listens for refused changes of `uid` while mounted. */
export function RefusedChanges({ uid }: { uid: string }) {
  const { boards } = useBackend();
  const toast = useToast();
  const { t } = useTranslation();
  useEffect(
    () => boards.watchRefused?.((refusal) => toast({ text: refusalText(t, refusal) })),
    [boards, toast, t, uid],
  );
  return null;
}

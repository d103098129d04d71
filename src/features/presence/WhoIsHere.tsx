/** The board header's "who is here": an avatar per person on the board (you first), the rest as "+N". */
import { useTranslation } from '../../i18n/use-translation';
import type { Viewer } from '../../domain/presence';
import { Avatar } from '../../ui/Avatar';
import './presence.css';

/** How many avatars fit in the header before "+N" takes over. */
export const MAX_AVATARS = 4;

export interface WhoIsHereProps {
  viewers: readonly Viewer[];
  selfUid: string;
  /** Card id → title, to say what someone is editing in their tooltip. */
  cardTitle?: (cardId: string) => string | undefined;
}

export function WhoIsHere({ viewers, selfUid, cardTitle }: WhoIsHereProps) {
  const { t } = useTranslation('presence');
  if (viewers.length === 0) return null;
  const ordered = [...viewers].sort((a, b) => Number(b.uid === selfUid) - Number(a.uid === selfUid));
  const shown = ordered.slice(0, MAX_AVATARS);
  const hidden = ordered.slice(MAX_AVATARS);
  const names = ordered.map((v) => (v.uid === selfUid ? t('you', { name: v.name }) : v.name));
  const noteOf = (viewer: Viewer) => {
    if (viewer.uid === selfUid) return t('youNote');
    const title = viewer.editingCardId ? cardTitle?.(viewer.editingCardId) : undefined;
    return title ? t('editing', { title }) : undefined;
  };
  return (
    <div className="who-is-here" role="group" aria-label={t('here', { names: names.join(', ') })}>
      {shown.map((viewer) => (
        <Avatar key={viewer.uid} uid={viewer.uid} name={viewer.name} note={noteOf(viewer)} />
      ))}
      {hidden.length > 0 && (
        <span className="who-more" title={hidden.map((v) => v.name).join(', ')}>
          +{hidden.length}
        </span>
      )}
    </div>
  );
}

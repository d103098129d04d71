/**
 * An inbox entry as one line in the reader's language, from its stored fields (the entry's own `text` is the
 * English summary a push shows), and the in-app path it opens: the card, or the board when it names none.
 */
import i18next from 'i18next';
import { paths } from '../../config/paths';
import type { InboxEntry } from '../../domain/notifications/types';
import { formatRelative } from '../../i18n/format';

/** The line the inbox shows for `entry`, e.g. "Ana Owner assigned you to “Paint the fence”". */
export function describeEntry(entry: InboxEntry, now: number = Date.now()): string {
  const actor = entry.actorName || i18next.t('inbox:someone');
  const card = entry.cardTitle ?? i18next.t('inbox:aCard');
  const board = entry.boardTitle;
  switch (entry.type) {
    case 'assigned':
      return i18next.t('inbox:line.assigned', { actor, card });
    case 'mentioned':
      return i18next.t('inbox:line.mentioned', { actor, card });
    case 'dueSoon':
      return i18next.t('inbox:line.dueSoon', { card, when: formatRelative(entry.dueAt ?? now, now) });
    case 'addedToBoard':
      return i18next.t('inbox:line.addedToBoard', { actor, board });
  }
}

/** Where opening `entry` goes: its card (paths.card) or, for a board-wide one, the board. */
export function entryPath(entry: InboxEntry): string {
  return entry.cardId ? paths.card.href(entry.boardId, entry.cardId) : paths.board.href(entry.boardId);
}

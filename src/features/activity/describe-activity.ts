/** One activity entry (model.ts `activitySchema`) as a sentence after the actor's name: "added card “Plan”". */
import i18next from 'i18next';
import type { Activity } from '../../domain/model';

/** What the sentence may name besides the entry itself. */
export interface ActivityNames {
  nameOf: (uid: string) => string;
  /** Current title of a card or list, if it is still on the board. */
  cardTitle: (cardId: string) => string | undefined;
  listTitle: (listId: string) => string | undefined;
}

const ROLES = ['owner', 'admin', 'member', 'observer'] as const;

/** How much of a title the feed quotes: a 512-character title would fill the dialog. */
export const QUOTED_MAX = 80;

/** `title` cut to QUOTED_MAX characters (an ellipsis where it was cut). */
function short(title: string): string {
  return title.length > QUOTED_MAX ? `${title.slice(0, QUOTED_MAX - 1)}…` : title;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

/** The predicate of `entry`'s sentence in the current language; the caller puts the actor's name in front. */
export function describeActivity(entry: Activity, names: ActivityNames): string {
  const t = i18next.getFixedT(null, 'activity');
  const { data } = entry;
  const quoted = (title: string | undefined, fallback: string) =>
    title ? t('quoted', { title: short(title) }) : fallback;
  const card = quoted((entry.cardId && names.cardTitle(entry.cardId)) || text(data.title), t('aCard'));
  const list = quoted((entry.listId && names.listTitle(entry.listId)) || text(data.title), t('aList'));
  const role = (value: unknown) => {
    const known = ROLES.find((r) => r === value) ?? 'member';
    return t(`roles.${known}`);
  };
  const person = (value: unknown) => (typeof value === 'string' ? names.nameOf(value) : t('someone'));
  switch (entry.type) {
    case 'board.create':
    case 'board.import':
    case 'member.leave':
      return t(entry.type);
    case 'list.create': {
      const title = text(data.title) ?? (entry.listId ? names.listTitle(entry.listId) : undefined);
      return t('list.create', { list: quoted(title, t('aList')) });
    }
    case 'list.archive':
    case 'list.restore':
      return t(entry.type, { list });
    case 'card.create':
    case 'card.archive':
    case 'card.restore':
    case 'card.moveToBoard':
    case 'card.moveFromBoard':
    case 'comment.create':
      return t(entry.type, { card });
    case 'card.move': {
      const to = typeof data.toListId === 'string' ? names.listTitle(data.toListId) : undefined;
      return to ? t('card.moveTo', { card, list: quoted(to, '') }) : t('card.move', { card });
    }
    case 'member.join':
      return t('member.join', { role: role(data.role) });
    case 'member.role':
      return t('member.role', { person: person(data.uid), role: role(data.to), from: role(data.from) });
    case 'member.remove':
      return t('member.remove', { person: person(data.uid) });
  }
}

/** One activity entry (model.ts `activitySchema`) as a sentence after the actor's name: "added card “Plan”". */
import type { Activity } from '../../domain/model';

/** What the sentence may name besides the entry itself. */
export interface ActivityNames {
  nameOf: (uid: string) => string;
  /** Current title of a card or list, if it is still on the board. */
  cardTitle: (cardId: string) => string | undefined;
  listTitle: (listId: string) => string | undefined;
}

const ROLE_WORD: Record<string, string> = {
  owner: 'owner',
  admin: 'admin',
  member: 'member',
  observer: 'observer',
};

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

function quoted(title: string | undefined, fallback: string): string {
  return title ? `“${title}”` : fallback;
}

/** The predicate of `entry`'s sentence; the caller puts the actor's name in front. */
export function describeActivity(entry: Activity, names: ActivityNames): string {
  const { data } = entry;
  const card = quoted((entry.cardId && names.cardTitle(entry.cardId)) || text(data.title), 'a card');
  const role = (value: unknown) => ROLE_WORD[String(value)] ?? 'member';
  const person = (value: unknown) => (typeof value === 'string' ? names.nameOf(value) : 'someone');
  switch (entry.type) {
    case 'board.create':
      return 'created this board';
    case 'board.import':
      return 'imported this board from Trello';
    case 'list.create':
      return `added list ${quoted(text(data.title) ?? (entry.listId ? names.listTitle(entry.listId) : undefined), 'a list')}`;
    case 'card.create':
      return `added card ${card}`;
    case 'card.move': {
      const to = typeof data.toListId === 'string' ? names.listTitle(data.toListId) : undefined;
      return `moved card ${card}${to ? ` to ${quoted(to, '')}` : ''}`;
    }
    case 'card.archive':
      return `archived card ${card}`;
    case 'comment.create':
      return `commented on ${card}`;
    case 'member.join':
      return `joined the board as ${role(data.role)}`;
    case 'member.role':
      return `made ${person(data.uid)} ${role(data.to)} (was ${role(data.from)})`;
    case 'member.remove':
      return `removed ${person(data.uid)} from the board`;
    case 'member.leave':
      return 'left the board';
  }
}

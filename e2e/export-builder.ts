// A small Trello export written for one browser test: lists, cards with labels, members, dates, attachments and
// comments, in Trello's own shape (what src/domain/import/trello-schema.ts reads).
import { writeFileSync } from 'node:fs';

/** One card of `trelloExport`: its list by name, and what it carries. */
export interface CardSpec {
  title: string;
  list: string;
  /** Label names (made on the board in first-use order, each green). */
  labels?: string[];
  /** Member full names (made on the board in first-use order). */
  members?: string[];
  due?: Date;
  /** Link attachments, by URL. */
  attachments?: string[];
  /** Comments: text and when they were written. */
  comments?: { text: string; date: Date }[];
  closed?: boolean;
}

/**
 * Writes a Trello export of board `name` to `path`, with `lists` (open unless named in `closedLists`) and `cards`,
 * and returns `path`.
 */
export function trelloExport(
  path: string,
  name: string,
  lists: readonly string[],
  cards: readonly CardSpec[],
  closedLists: readonly string[] = [],
): string {
  const labels = [...new Set(cards.flatMap((c) => c.labels ?? []))];
  const members = [...new Set(cards.flatMap((c) => c.members ?? []))];
  const listId = (list: string) => `l${lists.indexOf(list)}`;
  const json = {
    id: 'b1',
    name,
    prefs: { background: 'blue' },
    labels: labels.map((label, i) => ({ id: `lab${i}`, name: label, color: 'green' })),
    members: members.map((fullName, i) => ({ id: `m${i}`, fullName, username: `user${i}` })),
    lists: lists.map((list, i) => ({
      id: `l${i}`,
      name: list,
      closed: closedLists.includes(list),
      pos: i + 1,
    })),
    cards: cards.map((card, i) => ({
      id: `c${i}`,
      idList: listId(card.list),
      name: card.title,
      closed: card.closed ?? false,
      pos: i + 1,
      due: card.due?.toISOString() ?? null,
      idLabels: (card.labels ?? []).map((label) => `lab${labels.indexOf(label)}`),
      idMembers: (card.members ?? []).map((member) => `m${members.indexOf(member)}`),
      attachments: (card.attachments ?? []).map((url, j) => ({
        id: `a${i}-${j}`,
        name: url,
        url,
        isUpload: false,
        date: new Date(2020, 0, 1).toISOString(),
      })),
    })),
    checklists: [],
    actions: cards.flatMap((card, i) =>
      (card.comments ?? []).map((comment, j) => ({
        id: `act${i}-${j}`,
        type: 'commentCard',
        idMemberCreator: 'm0',
        date: comment.date.toISOString(),
        data: { text: comment.text, card: { id: `c${i}` } },
        memberCreator: { fullName: members[0] ?? 'Trello User' },
      })),
    ),
  };
  writeFileSync(path, JSON.stringify(json));
  return path;
}

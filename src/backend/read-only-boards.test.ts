import { describe, expect, it } from 'vitest';
import type { Activity, Attachment, Comment } from '../domain/model';
import { sampleBoard, sampleCard, sampleList } from '../domain/samples';
import type { Observer, PublicBoardRead } from './ports';
import { readOnlyBoards } from './read-only-boards';

const comment = (id: string, cardId: string, text: string): Comment =>
  ({ id, cardId, boardId: 'b1', text }) as unknown as Comment;

/** A subscription that answers `data` once. */
const answers =
  <T>(data: T) =>
  (observer: Observer<T>) => {
    queueMicrotask(() => observer.next({ data, pending: false, fromCache: false }));
    return () => undefined;
  };

function read(): PublicBoardRead {
  return {
    board: sampleBoard({ id: 'b1' }),
    members: [{ uid: 'u1', role: 'owner', displayName: 'Ana' }],
    watchLists: answers([sampleList({ id: 'l1' })]),
    watchCards: answers([sampleCard({ id: 'c1' }), sampleCard({ id: 'c2', title: 'Other' })]),
    details: () =>
      Promise.resolve({
        comments: [comment('m1', 'c1', 'First'), comment('m2', 'c2', 'Elsewhere')],
        attachments: [] as Attachment[],
      }),
    watchBoard: () => () => undefined,
    watchActivity: (_count, observer) => answers<Activity[]>([])(observer),
  };
}

/** The first answer of a subscription started by `start`. */
function first<T>(start: (observer: Observer<T>) => unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    start({ next: (snapshot) => resolve(snapshot.data), error: reject });
  });
}

describe('the read-only port of a public board', () => {
  const boards = readOnlyBoards(read());

  it('shows the board as read: its lists, its cards, its members’ names, a card’s own comments', async () => {
    expect((await first<{ id: string }[]>((o) => boards.watchLists('b1', o))).map((l) => l.id)).toEqual([
      'l1',
    ]);
    expect((await first<{ id: string }[]>((o) => boards.watchCards('b1', o))).map((c) => c.id)).toEqual([
      'c1',
      'c2',
    ]);
    const comments = await first<Comment[]>((o) => boards.watchComments('b1', 'c1', o));
    expect(comments.map((c) => c.text)).toEqual(['First']);
    const members = await first<{ displayName: string }[]>((o) => boards.watchMembers?.('b1', o));
    expect(members.map((m) => m.displayName)).toEqual(['Ana']);
    // Another board reads as empty, never as this one.
    expect(await first((o) => boards.watchCards('b2', o))).toEqual([]);
    expect(await first((o) => boards.watchMembers?.('b2', o))).toEqual([]);
  });

  it('refuses every write before it reaches anything', async () => {
    const writes = [
      boards.updateBoard('b1', { title: 'Mine now' }),
      boards.createCard('b1', { id: 'c9', listId: 'l1', title: 'Spam', rank: 'a0' }),
      boards.updateCard('b1', 'c1', { title: 'Defaced' }),
      boards.deleteCard('b1', 'c1'),
      boards.addComment('b1', 'c1', { id: 'm9', text: 'Hi' }),
    ];
    for (const write of writes) await expect(write).rejects.toMatchObject({ code: 'permission-denied' });
  });
});

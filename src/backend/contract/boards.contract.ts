/**
 * The BoardsPort contract, run against every adapter: boards, lists and cards appear in subscriptions in order, a
 * move writes one document, counts follow checklists and comments, bad input writes nothing. Access rules and
 * imports have their own files; `describeBoardsContract` runs all three.
 */
import { describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids';
import { keyBetween, keysBetween } from '../../domain/ordering';
import { describeAccessContract } from './access.contract';
import { describeCustomFieldsContract } from './custom-fields.contract';
import { describeDependenciesContract } from './dependencies.contract';
import { cardsWhen, idsInList, listsWhen, seedBoard } from './fixtures';
import { errorCode, firstSnapshot, nextMatching, useHarness, watch, type MakeHarness } from './harness';
import { describeImportContract } from './import.contract';

/**
 * Defines the whole BoardsPort contract for adapter `name` (this file's tests, access.contract.ts and
 * import.contract.ts); `make` builds a fresh, empty harness before each test.
 */
export function describeBoardsContract(name: string, make: MakeHarness): void {
  describe(`BoardsPort contract: ${name}`, () => {
    describeCoreContract(make);
    describeAccessContract(make);
    describeImportContract(make);
    describeCustomFieldsContract(make);
    describeDependenciesContract(make);
  });
}

function describeCoreContract(make: MakeHarness): void {
  describe('boards, lists and cards', () => {
    const harness = useHarness(make);

    it('delivers a new board to watchBoards with the caller as its only owner and six default labels', async () => {
      const { backend, signUpAs } = harness();
      const me = await signUpAs('Ann');
      const id = newId();
      await backend.boards.createBoard({ id, title: '  Holidays  ' });
      const boards = await nextMatching(watch(backend).boards, (bs) => bs.some((b) => b.id === id));
      const board = boards.find((b) => b.id === id);
      expect(board).toMatchObject({ title: 'Holidays', roles: { [me.uid]: 'owner' }, memberIds: [me.uid] });
      expect(board?.createdBy).toBe(me.uid);
      expect(board?.labels.map((l) => [l.name, l.color])).toEqual(
        ['green', 'yellow', 'orange', 'red', 'purple', 'blue'].map((color) => ['', color]),
      );
      expect(await firstSnapshot(watch(backend).board(id))).toMatchObject({ id, title: 'Holidays' });
    });

    it('lists boards newest first', async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const first = await seedBoard(backend, 'First', []);
      const second = await seedBoard(backend, 'Second', []);
      const boards = await nextMatching(watch(backend).boards, (bs) => bs.length === 2);
      // Same-millisecond creation may tie; ties are then in any order.
      if (boards[0]?.updatedAt !== boards[1]?.updatedAt) {
        expect(boards.map((b) => b.id)).toEqual([second.boardId, first.boardId]);
      }
    });

    it('delivers lists and cards in rank order, whatever order they were created in', async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const { boardId, listIds } = await seedBoard(backend, 'Order', [0, 0]);
      const [a, b] = [listIds[0] ?? '', listIds[1] ?? ''];
      const lists = await listsWhen(backend, boardId, (ls) => ls.length === 2);
      const middle = newId();
      const rank = keyBetween(lists[0]?.rank ?? null, lists[1]?.rank ?? null);
      await backend.boards.createList(boardId, { id: middle, title: 'Middle', rank });
      const three = await listsWhen(backend, boardId, (ls) => ls.length === 3);
      expect(three.map((l) => l.id)).toEqual([a, middle, b]);

      const [r1, r2, r3] = keysBetween(null, null, 3);
      const ids = [newId(), newId(), newId()];
      await backend.boards.createCard(boardId, {
        id: ids[2] ?? '',
        listId: a,
        title: 'third',
        rank: r3 ?? '',
      });
      await backend.boards.createCard(boardId, {
        id: ids[0] ?? '',
        listId: a,
        title: 'first',
        rank: r1 ?? '',
      });
      await backend.boards.createCard(boardId, {
        id: ids[1] ?? '',
        listId: a,
        title: 'second',
        rank: r2 ?? '',
      });
      const cards = await cardsWhen(backend, boardId, (cs) => cs.length === 3);
      expect(idsInList(cards, a)).toEqual(ids);
      expect(cards.find((c) => c.id === ids[0])).toMatchObject({
        title: 'first',
        description: '',
        checklists: [],
        counts: { comments: 0, attachments: 0, checkItems: 0, checkItemsDone: 0 },
        archivedAt: null,
      });
    });

    it('moves a card to another list and place by writing that one card only', async () => {
      const { backend, signUpAs, documentsWritten } = harness();
      await signUpAs('Ann');
      const { boardId, listIds, cardIds } = await seedBoard(backend, 'Move', [2, 2]);
      const [from, to] = [listIds[0] ?? '', listIds[1] ?? ''];
      const before = await cardsWhen(backend, boardId, (cs) => cs.length === 4);
      const target = before.filter((c) => c.listId === to).sort((x, y) => (x.rank < y.rank ? -1 : 1));
      const moving = cardIds[0]?.[0] ?? '';
      const writes = documentsWritten?.();
      // Between the two cards of the target list.
      const rank = keyBetween(target[0]?.rank ?? null, target[1]?.rank ?? null);
      await backend.boards.moveCard(boardId, moving, { listId: to, rank });
      if (writes !== undefined) expect(documentsWritten?.()).toBe(writes + 1);
      const after = await cardsWhen(backend, boardId, (cs) => cs.find((c) => c.id === moving)?.listId === to);
      expect(idsInList(after, to)).toEqual([target[0]?.id, moving, target[1]?.id]);
      expect(idsInList(after, from)).toEqual([cardIds[0]?.[1]]);
      for (const card of after.filter((c) => c.id !== moving)) {
        expect(card).toEqual(before.find((c) => c.id === card.id));
      }
    });

    it('keeps check-item counts in step with the checklists', async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const { boardId, cardIds } = await seedBoard(backend, 'Checks', [1]);
      const cardId = cardIds[0]?.[0] ?? '';
      const items = [
        { id: 'i1', text: 'pack', done: true },
        { id: 'i2', text: 'book', done: false },
        { id: 'i3', text: 'go', done: true },
      ];
      await backend.boards.updateCard(boardId, cardId, { checklists: [{ id: 'c1', title: 'Trip', items }] });
      let cards = await cardsWhen(backend, boardId, (cs) => cs[0]?.counts.checkItems === 3);
      expect(cards[0]?.counts).toMatchObject({ checkItems: 3, checkItemsDone: 2 });
      await backend.boards.updateCard(boardId, cardId, { checklists: [] });
      cards = await cardsWhen(backend, boardId, (cs) => cs[0]?.counts.checkItems === 0);
      expect(cards[0]?.counts).toMatchObject({ checkItems: 0, checkItemsDone: 0 });
    });

    it('builds quick successive edits on each other when the patch is a function of the latest card', async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const { boardId, cardIds } = await seedBoard(backend, 'Quick', [1]);
      const cardId = cardIds[0]?.[0] ?? '';
      await backend.boards.updateCard(boardId, cardId, {
        checklists: [{ id: 'c1', title: 'Trip', items: [] }],
      });
      const add = (id: string) =>
        backend.boards.updateCard(boardId, cardId, (card) => ({
          checklists: card.checklists.map((c) => ({
            ...c,
            items: [...c.items, { id, text: id, done: false }],
          })),
        }));
      // Not awaited one by one: a person adding items faster than the store confirms them.
      await Promise.all([add('a'), add('b'), add('c')]);
      const cards = await cardsWhen(backend, boardId, (cs) => cs[0]?.counts.checkItems === 3);
      expect(cards[0]?.checklists[0]?.items.map((i) => i.id).sort()).toEqual(['a', 'b', 'c']);
    });

    it('adds comments oldest first and counts them on the card', async () => {
      const { backend, signUpAs } = harness();
      const me = await signUpAs('Ann');
      const { boardId, cardIds } = await seedBoard(backend, 'Talk', [1]);
      const cardId = cardIds[0]?.[0] ?? '';
      const [c1, c2] = [newId(), newId()];
      await backend.boards.addComment(boardId, cardId, { id: c1, text: ' Hello ' });
      await backend.boards.addComment(boardId, cardId, { id: c2, text: 'Again' });
      const comments = await nextMatching(watch(backend).comments(boardId, cardId), (cs) => cs.length === 2);
      // No name stored (issue 28 item 4.4): readers name the author from the member mirror.
      expect(comments.map((c) => [c.id, c.text, c.authorUid, c.authorName])).toEqual([
        [c1, 'Hello', me.uid, null],
        [c2, 'Again', me.uid, null],
      ]);
      await cardsWhen(backend, boardId, (cs) => cs[0]?.counts.comments === 2);
      expect(await errorCode(backend.boards.addComment(boardId, cardId, { id: newId(), text: '   ' }))).toBe(
        'invalid-argument',
      );
    });

    it('reads every comment of a board in one go, oldest first, for its members only', async (context) => {
      const { backend, signUpAs } = harness();
      if (!backend.boards.readCardDetails) context.skip();
      await signUpAs('Ann');
      const { boardId, cardIds } = await seedBoard(backend, 'Talk', [1, 1]);
      const other = await seedBoard(backend, 'Elsewhere', [1]);
      const [first, second] = [cardIds[0]?.[0] ?? '', cardIds[1]?.[0] ?? ''];
      await backend.boards.addComment(boardId, second, { id: newId(), text: 'One' });
      await backend.boards.addComment(boardId, first, { id: newId(), text: 'Two' });
      await backend.boards.addComment(other.boardId, other.cardIds[0]?.[0] ?? '', {
        id: newId(),
        text: 'Not here',
      });
      const read = await backend.boards.readCardDetails?.(boardId);
      expect(read?.comments.map((c) => [c.cardId, c.text])).toEqual([
        [second, 'One'],
        [first, 'Two'],
      ]);
      expect(read?.attachments).toEqual([]);
      await signUpAs('Stranger');
      expect(await errorCode(backend.boards.readCardDetails?.(boardId) ?? Promise.resolve())).toBe(
        'permission-denied',
      );
    });

    it('refuses an empty or 513-character title and writes nothing', async () => {
      const { backend, signUpAs, documentsWritten } = harness();
      await signUpAs('Ann');
      const { boardId, listIds } = await seedBoard(backend, 'Strict', [1]);
      const listId = listIds[0] ?? '';
      const writes = documentsWritten?.();
      const long = 'x'.repeat(513);
      const { boards } = backend;
      expect(await errorCode(boards.createBoard({ id: newId(), title: '' }))).toBe('invalid-argument');
      expect(await errorCode(boards.createBoard({ id: newId(), title: long }))).toBe('limit-exceeded');
      expect(await errorCode(boards.createList(boardId, { id: newId(), title: ' ', rank: 'a5' }))).toBe(
        'invalid-argument',
      );
      expect(await errorCode(boards.createList(boardId, { id: newId(), title: long, rank: 'a5' }))).toBe(
        'limit-exceeded',
      );
      expect(
        await errorCode(boards.createCard(boardId, { id: newId(), listId, title: '', rank: 'a5' })),
      ).toBe('invalid-argument');
      expect(
        await errorCode(boards.createCard(boardId, { id: newId(), listId, title: long, rank: 'a5' })),
      ).toBe('limit-exceeded');
      if (writes !== undefined) expect(documentsWritten?.()).toBe(writes);
      expect(await firstSnapshot(watch(backend).boards)).toHaveLength(1);
      expect(await firstSnapshot(watch(backend).lists(boardId))).toHaveLength(1);
      expect(await firstSnapshot(watch(backend).cards(boardId))).toHaveLength(1);
    });

    it('says not-found for a card or list that is not on the board', async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const { boardId, listIds } = await seedBoard(backend, 'Gone', [0]);
      const listId = listIds[0] ?? '';
      expect(await errorCode(backend.boards.updateCard(boardId, newId(), { title: 'x' }))).toBe('not-found');
      expect(await errorCode(backend.boards.moveCard(boardId, newId(), { listId, rank: 'a1' }))).toBe(
        'not-found',
      );
      const card = { id: newId(), listId: newId(), title: 'x', rank: 'a1' };
      expect(await errorCode(backend.boards.createCard(boardId, card))).toBe('not-found');
      // A board that does not exist: Firestore's rules cannot tell it from one the caller may not see.
      const noBoard = await errorCode(
        backend.boards.createList(newId(), { id: newId(), title: 'x', rank: 'a1' }),
      );
      expect(['not-found', 'permission-denied']).toContain(noBoard);
    });

    it('takes archived lists and cards out of their subscriptions', async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const { boardId, listIds, cardIds } = await seedBoard(backend, 'Tidy', [1, 1]);
      await backend.boards.updateCard(boardId, cardIds[0]?.[0] ?? '', { archivedAt: Date.now() });
      await backend.boards.updateList(boardId, listIds[1] ?? '', { archivedAt: Date.now() });
      const lists = await listsWhen(backend, boardId, (ls) => ls.length === 1);
      expect(lists.map((l) => l.id)).toEqual([listIds[0]]);
      // Cards of an archived list stay open cards (the list can be restored with them).
      const cards = await cardsWhen(backend, boardId, (cs) => cs.length === 1);
      expect(cards.map((c) => c.id)).toEqual([cardIds[1]?.[0]]);
    });

    it('shows archived lists and cards, most recently archived first, and restores them', async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const { boardId, listIds, cardIds } = await seedBoard(backend, 'Attic', [2, 1]);
      const [first, second] = cardIds[0] ?? [];
      await backend.boards.updateCard(boardId, first ?? '', { archivedAt: 1_000 });
      await backend.boards.updateCard(boardId, second ?? '', { archivedAt: 2_000 });
      await backend.boards.updateList(boardId, listIds[1] ?? '', { archivedAt: 3_000 });
      const cards = await nextMatching(watch(backend).archivedCards(boardId), (cs) => cs.length === 2);
      expect(cards.map((c) => c.id)).toEqual([second, first]);
      const lists = await nextMatching(watch(backend).archivedLists(boardId), (ls) => ls.length === 1);
      expect(lists.map((l) => l.id)).toEqual([listIds[1]]);

      await backend.boards.updateCard(boardId, second ?? '', { archivedAt: null });
      const left = await nextMatching(watch(backend).archivedCards(boardId), (cs) => cs.length === 1);
      expect(left.map((c) => c.id)).toEqual([first]);
      await cardsWhen(backend, boardId, (cs) => cs.some((c) => c.id === second));
    });

    it('deletes for good only what is archived: a card with its comments, a list with its cards', async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const { boardId, listIds, cardIds } = await seedBoard(backend, 'Purge', [2, 2]);
      const [doomed, kept] = cardIds[0] ?? [];
      await backend.boards.addComment(boardId, doomed ?? '', { id: newId(), text: 'going' });
      expect(await errorCode(backend.boards.deleteCard(boardId, doomed ?? ''))).toBe('invalid-argument');
      expect(await errorCode(backend.boards.deleteList(boardId, listIds[1] ?? ''))).toBe('invalid-argument');

      await backend.boards.updateCard(boardId, doomed ?? '', { archivedAt: Date.now() });
      await backend.boards.deleteCard(boardId, doomed ?? '');
      await nextMatching(watch(backend).archivedCards(boardId), (cs) => cs.length === 0);
      expect(await errorCode(backend.boards.deleteCard(boardId, doomed ?? ''))).toBe('not-found');
      expect(await firstSnapshot(watch(backend).comments(boardId, doomed ?? ''))).toEqual([]);

      // An archived list goes with its cards, though they were open.
      await backend.boards.updateList(boardId, listIds[1] ?? '', { archivedAt: Date.now() });
      await backend.boards.deleteList(boardId, listIds[1] ?? '');
      await nextMatching(watch(backend).archivedLists(boardId), (ls) => ls.length === 0);
      const cards = await cardsWhen(backend, boardId, (cs) => cs.length === 1);
      expect(cards.map((c) => c.id)).toEqual([kept]);
    });

    it('moves an archived board from watchBoards to watchArchivedBoards and back', async () => {
      const { backend, signUpAs } = harness();
      await signUpAs('Ann');
      const { boardId } = await seedBoard(backend, 'Old', []);
      await backend.boards.updateBoard(boardId, { archivedAt: Date.now() });
      await nextMatching(watch(backend).boards, (bs) => bs.length === 0);
      const archived = await firstSnapshot(watch(backend).archivedBoards);
      expect(archived.map((b) => b.id)).toEqual([boardId]);
      await backend.boards.updateBoard(boardId, { archivedAt: null, title: 'Old again' });
      const boards = await nextMatching(watch(backend).boards, (bs) => bs.length === 1);
      expect(boards[0]).toMatchObject({ id: boardId, title: 'Old again', archivedAt: null });
    });
  });
}

// Moving a card to another board through the ports, and its Undo: what is written where, in which order.
import { describe, expect, it } from 'vitest';
import type { BoardsPort, Observer } from '../../backend/ports';
import type { CardPatch, CreateCardInput } from '../../domain/inputs';
import type { Board, Card } from '../../domain/model';
import { sampleBoard, sampleCard } from '../../domain/samples';
import { copyCard, KEEP_ALL, moveCardToBoard, undoMoveToBoard } from './card-transfer';

const board = (id: string, extra: Partial<Board> = {}): Board =>
  sampleBoard({ id, title: id, roles: { ana: 'owner' }, memberIds: ['ana'], createdBy: 'ana', ...extra });
const card: Card = sampleCard({
  boardId: 'home',
  listId: 'todo',
  title: 'Paint the fence',
  description: 'Two coats',
  labelIds: ['g'],
  assigneeIds: ['ana', 'bea'],
  startAt: 10,
  dueAt: 20,
  createdBy: 'ana',
});

/** A BoardsPort that records writes; `cards` answers watchCards for every board. */
function recorder(cards: Card[] = [card]) {
  const log: string[] = [];
  const created: { boardId: string; input: CreateCardInput }[] = [];
  const patches: { boardId: string; cardId: string; patch: CardPatch }[] = [];
  const boards = {
    watchCards: (_boardId: string, o: Observer<Card[]>) => {
      queueMicrotask(() => o.next({ data: cards, pending: false, fromCache: false }));
      return () => undefined;
    },
    createCard: async (boardId: string, input: CreateCardInput) => {
      log.push(`create ${boardId}`);
      created.push({ boardId, input });
    },
    updateCard: async (boardId: string, cardId: string, patch: CardPatch) => {
      log.push(
        `update ${boardId}/${cardId === card.id ? 'original' : 'copy'} ${Object.keys(patch).join(',')}`,
      );
      patches.push({ boardId, cardId, patch });
    },
    deleteCard: async (boardId: string) => {
      log.push(`delete ${boardId}`);
      throw new Error('permission-denied');
    },
  } as unknown as BoardsPort;
  return { boards, log, created, patches };
}

describe('moveCardToBoard', () => {
  it('creates the card on the other board with its fields, then archives the original', async () => {
    const { boards, log, created, patches } = recorder();
    const source = board('home', { labels: [{ id: 'g', name: '', color: 'green' }] });
    const target = board('garden', { labels: [{ id: 'tg', name: '', color: 'green' }] });
    const moved = await moveCardToBoard(boards, card, source, target, 'backlog');
    expect(log).toEqual([
      'create garden',
      'update garden/copy description,labelIds,assigneeIds,startAt,dueAt',
      'update home/original archivedAt',
    ]);
    expect(created[0]?.input).toMatchObject({ id: moved.id, listId: 'backlog', title: 'Paint the fence' });
    expect(patches[0]?.patch).toMatchObject({ labelIds: ['tg'], assigneeIds: ['ana'] });
    expect(moved.dropped).toEqual({ labels: 0, members: 1 });
  });

  it('leaves the original alone when the card cannot be created there', async () => {
    const { boards, log } = recorder();
    boards.createCard = () => Promise.reject(new Error('limit-exceeded'));
    await expect(moveCardToBoard(boards, card, board('home'), board('garden'), 'backlog')).rejects.toThrow();
    expect(log).toEqual([]);
  });

  it('Undo restores the original and archives the copy (kept archived where it may not be deleted)', async () => {
    const { boards, log } = recorder();
    await undoMoveToBoard(boards, card, 'garden', 'copy-id');
    expect(log).toEqual([
      'update home/original archivedAt',
      'update garden/copy archivedAt',
      'delete garden',
    ]);
  });
});

describe('copyCard', () => {
  it('creates the copy right below the original with the kept fields', async () => {
    const below: Card = { ...card, id: 'c2', rank: 'a5', title: 'Next' };
    const { boards, created } = recorder([card, below]);
    const id = await copyCard(boards, card, { listId: 'todo', title: 'Paint the gate', keep: KEEP_ALL });
    const rank = created[0]?.input.rank ?? '';
    expect(created[0]?.input).toMatchObject({ id, title: 'Paint the gate', listId: 'todo' });
    expect(rank > 'a0' && rank < 'a5').toBe(true);
  });
});

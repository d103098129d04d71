// Copying a card through the ports: what is written where.
import { describe, expect, it } from 'vitest';
import type { BoardsPort, Observer } from '../../backend/ports';
import type { CardPatch, CreateCardInput } from '../../domain/inputs';
import type { Card } from '../../domain/model';
import { sampleCard } from '../../domain/samples';
import { copyCard, KEEP_ALL } from './card-transfer';

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

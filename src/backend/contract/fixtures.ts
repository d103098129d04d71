/** Small builders the board contract suites share: a board with lists and cards, made through the ports only. */
import { newId } from '../../domain/ids';
import { compareRank, keysBetween } from '../../domain/ordering';
import type { BoardPlan } from '../../domain/import/plan';
import type { Card, List } from '../../domain/model';
import type { Backend } from '../ports';
import { nextMatching, watch } from './harness';

/** A board made by `seedBoard`: its id, its lists in order, and the cards of each list in order. */
export interface Seeded {
  boardId: string;
  listIds: string[];
  cardIds: string[][];
}

/** Creates a board titled `title` with `cardsPerList.length` lists holding that many cards each, all in order. */
export async function seedBoard(backend: Backend, title: string, cardsPerList: number[]): Promise<Seeded> {
  const boardId = newId();
  await backend.boards.createBoard({ id: boardId, title });
  const listRanks = keysBetween(null, null, cardsPerList.length);
  const listIds: string[] = [];
  const cardIds: string[][] = [];
  for (const [i, count] of cardsPerList.entries()) {
    const listId = newId();
    await backend.boards.createList(boardId, { id: listId, title: `List ${i}`, rank: listRanks[i] ?? 'a0' });
    listIds.push(listId);
    const ids: string[] = [];
    for (const rank of keysBetween(null, null, count)) {
      const id = newId();
      await backend.boards.createCard(boardId, { id, listId, title: `Card ${i}.${ids.length}`, rank });
      ids.push(id);
    }
    cardIds.push(ids);
  }
  return { boardId, listIds, cardIds };
}

/** The ids of `cards` in list `listId`, in display order (rank, then id). */
export function idsInList(cards: readonly Card[], listId: string): string[] {
  return cards
    .filter((card) => card.listId === listId)
    .sort(compareRank)
    .map((card) => card.id);
}

/** The board's open cards once `predicate` holds for them. */
export function cardsWhen(
  backend: Backend,
  boardId: string,
  predicate: (cards: Card[]) => boolean,
): Promise<Card[]> {
  return nextMatching(watch(backend).cards(boardId), predicate);
}

/** The board's open lists once `predicate` holds for them. */
export function listsWhen(
  backend: Backend,
  boardId: string,
  predicate: (lists: List[]) => boolean,
): Promise<List[]> {
  return nextMatching(watch(backend).lists(boardId), predicate);
}

type PlanCard = BoardPlan['cards'][number];

/** A plan card with empty defaults, open, in list `listId` at `rank`. */
export function planCard(id: string, listId: string, rank: string, extra: Partial<PlanCard> = {}): PlanCard {
  const card = {
    title: `Card ${id}`,
    description: '',
    labelIds: [],
    memberNames: [],
    startAt: null,
    dueAt: null,
  };
  return { id, listId, rank, ...card, dueDone: false, checklists: [], archived: false, ...extra };
}

/** Three lists (the last archived) and four cards (one archived), with comments, an attachment and a checklist. */
export function smallPlan(): BoardPlan {
  const items = [
    { id: 'i1', text: 'one', done: true },
    { id: 'i2', text: 'two', done: false },
  ];
  return {
    board: {
      title: 'Imported',
      description: 'From Trello',
      background: 'green',
      labels: [{ id: 'lb', name: 'Bug', color: 'red' }],
    },
    lists: [
      { id: 'L2', title: 'Doing', rank: 'a1', archived: false },
      { id: 'L1', title: 'To do', rank: 'a0', archived: false },
      { id: 'L3', title: 'Old', rank: 'a2', archived: true },
    ],
    cards: [
      planCard('c2', 'L1', 'a1', { checklists: [{ id: 'k', title: 'Steps', items }], memberNames: ['Bob'] }),
      planCard('c1', 'L1', 'a0', { labelIds: ['lb'] }),
      planCard('c3', 'L1', 'a2', { archived: true }),
      planCard('c4', 'L2', 'a0'),
    ],
    comments: [
      { id: 'm1', cardId: 'c1', authorName: 'Bob', text: 'first', createdAt: 1_000 },
      { id: 'm2', cardId: 'c1', authorName: 'Eve', text: 'second', createdAt: 2_000 },
    ],
    attachments: [
      {
        id: 'a1',
        cardId: 'c2',
        name: 'spec',
        url: 'https://example.com/spec',
        contentType: '',
        size: 0,
        createdAt: 1,
      },
    ],
  };
}

/** A plan of `lists` open lists and `cards` open cards spread over them. */
export function bigPlan(lists: number, cards: number): BoardPlan {
  const listRanks = keysBetween(null, null, lists);
  const cardRanks = keysBetween(null, null, cards);
  return {
    board: { title: 'Big', description: '', background: 'blue', labels: [] },
    lists: listRanks.map((rank, i) => ({ id: `L${i}`, title: `List ${i}`, rank, archived: false })),
    cards: cardRanks.map((rank, i) => planCard(`c${i}`, `L${i % lists}`, rank)),
    comments: [],
    attachments: [],
  };
}

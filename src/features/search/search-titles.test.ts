// Searching card titles across boards: every word, open lists only, board order, a limit with the full count.
import { describe, expect, it } from 'vitest';
import type { Board, Card, List } from '../../domain/model';
import { searchTitles } from './search-titles';
import { sampleBoard, sampleList } from '../../domain/samples';

const board = (id: string): Board => sampleBoard({ id, title: `Board ${id}`, roles: {}, memberIds: [] });
const list = (id: string, rank: string): List => sampleList({ id, title: `List ${id}`, rank });
const card = (id: string, listId: string, rank: string, title: string) =>
  ({ id, listId, rank, title }) as Card;

describe('searchTitles', () => {
  const boards = [board('A'), board('B')];
  const content = new Map([
    [
      'A',
      {
        lists: [list('l2', 'b'), list('l1', 'a')],
        cards: [
          card('a3', 'l2', 'a', 'Paint the gate'),
          card('a1', 'l1', 'b', 'Paint the fence'),
          card('a2', 'l1', 'a', 'Paint the shed'),
          card('gone', 'archived-list', 'a', 'Paint the barn'),
        ],
      },
    ],
    ['B', { lists: [list('m1', 'a')], cards: [card('b1', 'm1', 'a', 'Crème: paint it')] }],
  ]);

  it('finds every word in any order, ignoring case and accents, in board order', () => {
    const { hits, total } = searchTitles('PAINT', boards, content, 10);
    expect(hits.map((h) => h.card.id)).toEqual(['a2', 'a1', 'a3', 'b1']);
    expect(total).toBe(4);
    expect(searchTitles('creme paint', boards, content, 10).hits.map((h) => h.card.id)).toEqual(['b1']);
  });

  it('stops at the limit but counts every hit', () => {
    const { hits, total } = searchTitles('paint', boards, content, 2);
    expect(hits).toHaveLength(2);
    expect(total).toBe(4);
  });

  it('finds nothing for a blank query', () => {
    expect(searchTitles('  ', boards, content, 10)).toEqual({ hits: [], total: 0 });
  });
});

/** Matching card titles across boards: every word of the query in the title, ignoring case and accents. */
import { normalizeText, searchTerms } from '../../domain/filter/card-filter';
import type { Board, Card, List } from '../../domain/model';
import { compareRank } from '../../domain/ordering';
import type { BoardContent } from './use-boards-content';

/** One hit: the card, and the board and list it is on. */
export interface TitleHit {
  board: Board;
  list: List;
  card: Card;
}

/**
 * The cards of open lists whose title holds every word of `query`, board by board (in `boards` order), then in
 * board order within each; at most `limit`. `total` counts every hit, past the limit too.
 */
export function searchTitles(
  query: string,
  boards: readonly Board[],
  content: ReadonlyMap<string, BoardContent>,
  limit: number,
): { hits: TitleHit[]; total: number } {
  const terms = searchTerms(query);
  const hits: TitleHit[] = [];
  let total = 0;
  if (terms.length === 0) return { hits, total };
  for (const board of boards) {
    const { lists = [], cards = [] } = content.get(board.id) ?? {};
    const listById = new Map(lists.map((list) => [list.id, list]));
    const matching = cards
      .filter(
        (card) => listById.has(card.listId) && terms.every((t) => normalizeText(card.title).includes(t)),
      )
      .sort(
        (a, b) =>
          compareRank(listById.get(a.listId) as List, listById.get(b.listId) as List) || compareRank(a, b),
      );
    total += matching.length;
    for (const card of matching) {
      if (hits.length < limit) hits.push({ board, list: listById.get(card.listId) as List, card });
    }
  }
  return { hits, total };
}

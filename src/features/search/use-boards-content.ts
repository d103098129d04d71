/**
 * The open lists and cards of several boards, for searching across them: two subscriptions per board (lists and
 * cards, as opening each board would), held only while `enabled`. Cost: in Firebase modes the first search reads
 * every open list and card of those boards (later ones come from the cache and changes); locally it is IndexedDB.
 */
import { useEffect, useState } from 'react';
import { useBackend } from '../../backend/context';
import type { Card, List } from '../../domain/model';

/** What has arrived for one board so far. */
export interface BoardContent {
  lists?: List[];
  cards?: Card[];
  failed?: boolean;
}

/** Board id → its content, for the boards of `boardIds` while `enabled` (else an empty map). */
export function useBoardsContent(
  boardIds: readonly string[],
  enabled: boolean,
): ReadonlyMap<string, BoardContent> {
  const { boards } = useBackend();
  const key = enabled ? boardIds.join(',') : '';
  const [state, setState] = useState<{ key: string; content: ReadonlyMap<string, BoardContent> }>({
    key: '',
    content: new Map(),
  });

  useEffect(() => {
    if (key === '') return;
    const update = (boardId: string, part: BoardContent) =>
      setState((prev) => {
        const content = new Map(prev.key === key ? prev.content : []);
        content.set(boardId, { ...content.get(boardId), ...part });
        return { key, content };
      });
    const stops = key.split(',').flatMap((boardId) => [
      boards.watchLists(boardId, {
        next: (s) => update(boardId, { lists: s.data }),
        error: () => update(boardId, { failed: true }),
      }),
      boards.watchCards(boardId, {
        next: (s) => update(boardId, { cards: s.data }),
        error: () => update(boardId, { failed: true }),
      }),
    ]);
    return () => stops.forEach((stop) => stop());
  }, [boards, key]);

  return state.key === key ? state.content : EMPTY;
}

const EMPTY: ReadonlyMap<string, BoardContent> = new Map();

/**
 * Comments for text search. The ports read comments per card (there is no board-wide comment subscription), so
 * while a search is typed this reads, once each, the comments of the cards that have any (`counts.comments` > 0),
 * at most COMMENT_SEARCH_MAX_CARDS cards and COMMENT_READ_CONCURRENCY at a time; a card is read again only when
 * its comment count changes. Cost: one read per commented card per board visit (Firestore: one query each).
 */
import { useEffect, useMemo, useState } from 'react';
import { useBackend } from '../../../backend/context';
import { mapLimited, readOnce } from '../../../backend/read-once';
import type { Card, Comment } from '../../../domain/model';
import { normalizeText } from '../../../domain/filter/card-filter';

/** At most this many cards have their comments read for a search (Lanes; beyond it, comments are not searched). */
export const COMMENT_SEARCH_MAX_CARDS = 300;
/** Comment reads in flight at once. */
export const COMMENT_READ_CONCURRENCY = 6;

/** What the comment search has: card id → its comments' text (normalised), and what it is still missing. */
export interface CommentSearch {
  texts: ReadonlyMap<string, string>;
  /** Comments are being read. */
  loading: boolean;
  /** Cards with comments left unsearched because there are more than COMMENT_SEARCH_MAX_CARDS. */
  unsearched: number;
}

interface Entry {
  count: number;
  text: string;
}

/** Reads comments of `cards` on `boardId` while `enabled` (a text search is on); see the file header for the cost. */
export function useCommentText(boardId: string, cards: readonly Card[], enabled: boolean): CommentSearch {
  const { boards } = useBackend();
  const [cache, setCache] = useState<{ boardId: string; entries: ReadonlyMap<string, Entry> }>({
    boardId,
    entries: new Map(),
  });
  const entries = cache.boardId === boardId ? cache.entries : null;

  const commented = useMemo(
    () => (enabled ? cards.filter((card) => card.counts.comments > 0) : []),
    [cards, enabled],
  );
  const wanted = commented.slice(0, COMMENT_SEARCH_MAX_CARDS);
  const missing = enabled
    ? wanted.filter((card) => entries?.get(card.id)?.count !== card.counts.comments)
    : [];
  const missingKey = missing.map((card) => `${card.id}:${card.counts.comments}`).join(',');

  useEffect(() => {
    if (missingKey === '') return;
    const targets = missingKey.split(',').map((key) => {
      const [id = '', count = '0'] = key.split(':');
      return { id, count: Number(count) };
    });
    const read = async ({ id, count }: { id: string; count: number }): Promise<[string, Entry]> => {
      try {
        const comments = await readOnce<Comment[]>((o) => boards.watchComments(boardId, id, o));
        return [id, { count, text: normalizeText(comments.map((c) => c.text).join('\n')) }];
      } catch {
        // A card that cannot be read (deleted meanwhile, offline) is searched by its own text only.
        return [id, { count, text: '' }];
      }
    };
    // Results are kept even if the cards changed meanwhile: each entry says which comment count it is for.
    void mapLimited(targets, COMMENT_READ_CONCURRENCY, read).then((results) => {
      setCache((prev) => {
        const next = new Map(prev.boardId === boardId ? prev.entries : []);
        for (const [id, entry] of results) next.set(id, entry);
        return { boardId, entries: next };
      });
    });
  }, [boards, boardId, missingKey]);

  const texts = useMemo(() => {
    const map = new Map<string, string>();
    for (const [id, entry] of entries ?? []) if (entry.text) map.set(id, entry.text);
    return map;
  }, [entries]);

  const loading = missing.length > 0;
  const unsearched = enabled ? Math.max(0, commented.length - COMMENT_SEARCH_MAX_CARDS) : 0;
  // The same object while nothing changed, so the filter bar (memoised) skips a move.
  return useMemo(() => ({ texts, loading, unsearched }), [texts, loading, unsearched]);
}

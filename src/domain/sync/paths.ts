/** The Firestore-style paths (ARCHITECTURE.md §4) of what the outbox writes, built in one place. */

export const docPaths = {
  board: (boardId: string) => `boards/${boardId}`,
  list: (boardId: string, listId: string) => `boards/${boardId}/lists/${listId}`,
  card: (boardId: string, cardId: string) => `boards/${boardId}/cards/${cardId}`,
  comment: (boardId: string, cardId: string, id: string) =>
    `boards/${boardId}/cards/${cardId}/comments/${id}`,
  attachment: (boardId: string, cardId: string, id: string) =>
    `boards/${boardId}/cards/${cardId}/attachments/${id}`,
  activity: (boardId: string, id: string) => `boards/${boardId}/activity/${id}`,
  /** Where a hard delete of list or card `id` is recorded for devices that were away (docs/sync.md). */
  tombstone: (boardId: string, id: string) => `boards/${boardId}/tombstones/${id}`,
} as const;

/** The board a path below `boards/{id}` belongs to, or null. */
export function boardOfPath(path: string): string | null {
  const [root, boardId] = path.split('/');
  return root === 'boards' && boardId ? boardId : null;
}

/** True for a tombstone's path: kept on the server only, never in a replica. */
export function isTombstonePath(path: string): boolean {
  return path.split('/')[2] === 'tombstones';
}

/**
 * The ids `path` names that a stored document leaves out: its own `id`, and `boardId`/`cardId` of its parents
 * (`boards/b1/cards/c1/comments/m1` → `{id: m1, boardId: b1, cardId: c1}`). Rows carry them; documents do not.
 */
export function pathIds(path: string): Record<string, string> {
  const s = path.split('/');
  const ids: Record<string, string> = { id: s[s.length - 1] ?? '' };
  if (s[0] === 'boards' && s.length > 2 && s[1]) ids.boardId = s[1];
  if (s[2] === 'cards' && s.length > 4 && s[3]) ids.cardId = s[3];
  return ids;
}

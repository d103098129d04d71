/** Deleting what a query finds, a page at a time: the purges' one loop (invites, tombstones, a deleted board's). */
import type { Firestore, Query } from 'firebase-admin/firestore';

/**
 * Deletes every document `query` finds, `page` at a time (ids only; BulkWriter: small requests, retried with
 * back-off), until a page comes back short. Returns how many were deleted.
 */
export async function deleteInPages(db: Firestore, query: Query, page: number): Promise<number> {
  const ids = query.select().limit(page);
  let deleted = 0;
  for (;;) {
    const found = await ids.get();
    if (found.empty) break;
    const writer = db.bulkWriter();
    for (const doc of found.docs) void writer.delete(doc.ref);
    await writer.close();
    deleted += found.size;
    if (found.size < page) break;
  }
  return deleted;
}

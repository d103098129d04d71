/**
 * The activity entry an archive or a restore of a card or list writes (ARCHITECTURE.md §4 `activity`): its type
 * and the title at that moment (`data.title`), so the feed can name a card or list that is no longer open.
 */
import type { Activity } from './model';

/**
 * The entry for a change of `archivedAt` (undefined: not changed) of a `kind` that was archived (`wasArchived`)
 * or not, titled `title`; null when the change archives or restores nothing.
 */
export function archiveActivity(
  kind: 'card' | 'list',
  wasArchived: boolean,
  archivedAt: number | null | undefined,
  title: string,
): { type: Activity['type']; data: { title: string } } | null {
  if (archivedAt === undefined) return null;
  if (archivedAt !== null && !wasArchived) return { type: `${kind}.archive`, data: { title } };
  if (archivedAt === null && wasArchived) return { type: `${kind}.restore`, data: { title } };
  return null;
}

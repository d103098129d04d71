/** What a card holds when it is made (ARCHITECTURE.md §4): shared by both adapters' `createCard`. */
import type { Card } from './model';

/** The content fields of a new card: empty, undated, unassigned, open, with zero counts. */
export type BlankCardFields = Omit<
  Card,
  'id' | 'boardId' | 'listId' | 'rank' | 'title' | 'createdBy' | 'createdAt' | 'updatedAt'
>;

/** A fresh set of blank card fields (new arrays each call, so no two cards share one). */
export function blankCardFields(): BlankCardFields {
  return {
    description: '',
    labelIds: [],
    assigneeIds: [],
    memberNames: [],
    startAt: null,
    dueAt: null,
    dueDone: false,
    checklists: [],
    coverAttachmentId: null,
    counts: { comments: 0, attachments: 0, checkItems: 0, checkItemsDone: 0 },
    archivedAt: null,
  };
}

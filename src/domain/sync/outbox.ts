/**
 * An entry of Firebase mode's outbox (docs/sync.md): one command's writes, kept on the device until the server
 * acknowledges them (all together: a Firestore batch) or refuses them. Sent oldest first.
 */
import type { DocWrite } from './writes';

/** What a change did, for the message shown if the server refuses it: an action and the title it concerns. */
export interface ChangeLabel {
  /** The command: `card.move`, `list.create`, … (see src/i18n's `sync.refused.*` messages). */
  action: string;
  /** The card's, list's or board's title, where there is one. */
  title?: string;
}

/** One command's writes in the outbox. */
export interface OutboxEntry {
  /** Its place in the queue (IndexedDB's auto-increment: the order it was made in). */
  seq: number;
  /** The board it changes (null: none, e.g. the user's own settings). */
  boardId: string | null;
  writes: DocWrite[];
  what: ChangeLabel;
  /** When it was made (epoch ms, this device's clock). */
  createdAt: number;
  /**
   * Times it was sent. Above 1 it may have landed before (the answer lost with a reload or the connection), so a
   * refusal then may only say it is there already.
   */
  attempts: number;
}

/** A change the server refused, kept until the page has told the person. */
export interface RefusedChange {
  what: ChangeLabel;
  /** The AppError code and message of the refusal (errors.ts). */
  code: string;
  message: string;
}

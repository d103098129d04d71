/**
 * The local adapter's IndexedDB database (through Dexie): one table per Firestore collection of ARCHITECTURE.md §4,
 * rows in the zod model shapes of src/domain/model.ts, plus `accounts` for the credentials of this device's users.
 */
import { Dexie, type EntityTable, type Table } from 'dexie';
import type { Activity, Attachment, Board, Card, Comment, List, UserProfile } from '../../domain/model';
import type { PasswordHash } from './password';
import type { HeldDoc } from '../../domain/sync/conflict';
import type { OutboxEntry, RefusedChange } from '../../domain/sync/outbox';
import type { JournalRow } from './journal-row';
import { DEFAULT_DB_NAME } from './early-cards';

/** A local account: who may sign in on this device. Kept apart from `users` so profiles never carry a hash. */
export interface AccountRow {
  uid: string;
  /** Unique: one account per e-mail address, compared in lower case as Firebase Authentication does. */
  emailLower: string;
  password: PasswordHash;
  createdAt: number;
}

/**
 * `invites/{inviteId}` (ARCHITECTURE.md §4), written only by the callable handlers (src/domain/calls): the fields
 * of schemas.ts `storedInviteSchema`, plus its id (the SHA-256 of the link token, never the token).
 */
export interface InviteRow {
  id: string;
  boardId: string;
  role: string;
  emailLower: string | null;
  createdBy: string;
  createdAt: number;
  expiresAt: number;
  acceptedBy: string | null;
  acceptedAt: number | null;
}

/**
 * A document under a user (`users/{uid}/inbox/{id}`, `users/{uid}/devices/{id}`): keyed by owner and id together,
 * since a device id (one browser) is the same for every account used on it. The other fields are the document's.
 */
export interface UserDocRow {
  uid: string;
  id: string;
  [field: string]: unknown;
}

/** The database's default name: one per origin, shared by every tab (kept where start-up can read it early). */
export { DEFAULT_DB_NAME };

/**
 * Version 1 of the schema. Only indexed fields are listed (IndexedDB stores the rest as is):
 * boards by member (`*memberIds`, multi-entry) for the boards list; lists, cards and activity by board; cards also
 * by list; comments and attachments by card; activity by board and time (latest first); accounts by e-mail, unique.
 * The `[…+archivedAt]` indexes hold archived rows only (IndexedDB leaves out rows whose key has a null part), so
 * "open = all − archived" takes two index counts instead of reading 5,000 cards for each new card.
 */
export const SCHEMA_V1 = {
  users: 'uid',
  accounts: 'uid, &emailLower',
  boards: 'id, *memberIds',
  lists: 'id, boardId, [boardId+archivedAt]',
  cards: 'id, boardId, listId, [boardId+archivedAt], [listId+archivedAt]',
  comments: 'id, [boardId+cardId]',
  attachments: 'id, [boardId+cardId]',
  activity: 'id, boardId, [boardId+createdAt]',
} as const;

/**
 * Version 2 adds the collections the callable handlers touch: `invites` by board (deleting a board deletes its
 * invites) and by maker (deleting an account deletes the invites it made); a user's `inbox` and `devices`, each by
 * `[uid+id]` with `uid` indexed to list one user's. Only new tables: Dexie keeps every v1 row as it is, so the
 * upgrade needs no data migration (db.test.ts opens a v1 database with v2 and checks).
 */
const SCHEMA_V2 = {
  ...SCHEMA_V1,
  invites: 'id, boardId, createdBy',
  inbox: '[uid+id], uid',
  devices: '[uid+id], uid',
} as const;

/**
 * A stored file (files.ts), keyed by its Storage path (ARCHITECTURE.md §4): an attachment's under
 * `boards/{b}/cards/{c}/{attachmentId}/{name}` (with `attachmentId` set, indexed, so orphans can be swept), an avatar
 * under `users/{uid}/avatar/{name}` (with `owner`). The bytes are kept as an ArrayBuffer, which every IndexedDB
 * (fake-indexeddb in tests too) clones; reading them in chunks is also what gives the upload its progress.
 */
export interface FileRow {
  path: string;
  data: ArrayBuffer;
  contentType: string;
  attachmentId?: string;
  owner?: string;
}

/**
 * Version 3 adds `files` for attachments and avatars (the files port), by path, attachment id and owner. Only a new
 * table, so no migration.
 */
const SCHEMA_V3 = { ...SCHEMA_V2, files: 'path, attachmentId, owner' } as const;

/**
 * Version 4 is for notifications (notify.ts, inbox.ts): the inbox by user and time (newest first), a user's
 * `settings` documents (`users/{uid}/settings/{id}`, keyed like the inbox), and cards by `dueAt` so the due-soon
 * sweep reads only cards due in the next 24 hours. A new table and two new indexes: no data migration.
 */
const SCHEMA_V4 = {
  ...SCHEMA_V3,
  cards: `${SCHEMA_V3.cards}, dueAt`,
  inbox: '[uid+id], uid, [uid+createdAt]',
  settings: '[uid+id], uid',
} as const;

/**
 * Version 5 is for Firebase mode's replica (docs/sync.md), which uses this same database, one per account: the
 * `outbox` of changes not yet acknowledged (by queue order and board), the server's version of each document the
 * outbox changes (`held`, by path), the boards' sync state (`syncState`), and changes the server refused that the
 * page has not shown yet (`refused`). Local mode leaves them empty. New tables only: no migration.
 */
const SCHEMA_V5 = {
  ...SCHEMA_V4,
  outbox: '++seq, boardId',
  held: 'path, boardId',
  syncState: 'boardId',
  refused: '++id',
} as const;

/**
 * Version 6 adds local mode's `journal` (journal.ts): a move the board already shows, written in the same task as
 * the drop and deleted by the transaction that applies it, so a page that goes in between loses nothing (by id,
 * with the time it was made for replay order); and the server documents a Firebase replica could not read whole
 * (`unreadable`, by path and board: firebase/sync/rows.ts), so the board says so (issue 28). New tables only: no
 * migration.
 */
const SCHEMA_V6 = { ...SCHEMA_V5, journal: 'id, at', unreadable: 'path, boardId' } as const;

/** The kinds of document a replica keeps. */
export type UnreadableKind = 'board' | 'list' | 'card' | 'comment' | 'attachment' | 'activity';

/**
 * A server document that did not match its schema: its path, board and kind, the top-level fields that could not be
 * read, and whether a row is shown for it anyway (salvaged, with those fields replaced: firebase/sync/salvage.ts).
 */
export interface UnreadableRow {
  path: string;
  boardId: string;
  kind: UnreadableKind;
  fields: string[];
  shown: boolean;
}

/** A document the outbox changes: its path and board, with what conflict.ts keeps of it. */
export interface HeldRow extends HeldDoc {
  path: string;
  boardId: string | null;
}

/**
 * How far a board of a replica is synced: `watermark` is the newest server time (epoch ms) of a list, card or
 * tombstone it holds (the delta listeners ask from a margin before it); `syncedAt` is when this device last heard
 * from the server about it (its own clock), which decides a full re-sync past the tombstones' horizon.
 */
export interface SyncStateRow {
  boardId: string;
  watermark: number;
  syncedAt: number;
}

/** A refused change waiting to be shown. */
export interface RefusedRow extends RefusedChange {
  id?: number;
}

/** The Lanes database. Each `createLocalBackend` opens one; Dexie shares changes between instances and tabs. */
export class LanesDb extends Dexie {
  users!: EntityTable<UserProfile, 'uid'>;
  accounts!: EntityTable<AccountRow, 'uid'>;
  boards!: EntityTable<Board, 'id'>;
  lists!: EntityTable<List, 'id'>;
  cards!: EntityTable<Card, 'id'>;
  comments!: EntityTable<Comment, 'id'>;
  attachments!: EntityTable<Attachment, 'id'>;
  activity!: EntityTable<Activity, 'id'>;
  invites!: EntityTable<InviteRow, 'id'>;
  inbox!: Table<UserDocRow, [string, string]>;
  devices!: Table<UserDocRow, [string, string]>;
  files!: EntityTable<FileRow, 'path'>;
  settings!: Table<UserDocRow, [string, string]>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;
  held!: EntityTable<HeldRow, 'path'>;
  syncState!: EntityTable<SyncStateRow, 'boardId'>;
  refused!: EntityTable<RefusedRow, 'id'>;
  unreadable!: EntityTable<UnreadableRow, 'path'>;
  journal!: EntityTable<JournalRow, 'id'>;

  /** Opens (lazily, on first use) the database `name`; tests pass a unique name each. */
  constructor(name: string = DEFAULT_DB_NAME) {
    super(name);
    this.version(1).stores(SCHEMA_V1);
    this.version(2).stores(SCHEMA_V2);
    this.version(3).stores(SCHEMA_V3);
    this.version(4).stores(SCHEMA_V4);
    this.version(5).stores(SCHEMA_V5);
    this.version(6).stores(SCHEMA_V6);
    // A later schema goes below as a new version, never by editing an earlier one, e.g.:
    //   this.version(7).stores({ ...SCHEMA_V6, cards: `${SCHEMA_V6.cards}, startAt` })
    //     .upgrade((tx) => tx.table('cards').toCollection().modify((card) => { card.newField ??= null; }));
    // Dexie then migrates every existing database the first time a tab opens it.
  }
}

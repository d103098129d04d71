/**
 * The documents the client writes to Firestore (src/backend/firebase/*-commands.ts, files.ts, profile.ts,
 * inbox.ts; paths from src/domain/sync/paths.ts), each with the zod schema the client reads it back with
 * (sync/rows.ts, convert.ts) and what the rules tie to the board it is written on: its writer, its lists, its
 * members, the server's clock (`pins`), and the writes the app makes beside it in the same batch (`write`).
 * Everything not pinned is generated from the schema, so a field added to a schema is generated — and must be
 * accepted by the rules — without a change here.
 */
import fc from 'fast-check';
import { doc, serverTimestamp, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import {
  activitySchema,
  attachmentSchema,
  boardSchema,
  cardSchema,
  commentSchema,
  listSchema,
} from '../../../../domain/model';
import { serverTime } from '../../../../domain/sync/writes';
import { isWebUrl } from '../../../../domain/web-url';
import { countOnCard } from './operation-kit';
import type { AnySchema, DeclaredCheck } from './schema-shape';
import { paths, SEED, tally, uidOf } from '../rules-setup';

/** Custom fields seeded on the board (drift tests), so a card's generated values name fields the board defines. */
export const DRIFT_FIELDS = {
  fText: { name: 'Note', type: 'text', rank: 'a0', options: [], showOnCard: false },
  fNum: { name: 'Estimate', type: 'number', rank: 'a1', options: [], showOnCard: true },
  fBox: { name: 'Done', type: 'checkbox', rank: 'a2', options: [], showOnCard: false },
};

/** A list and a card of the other board, for "another board's id" breaks (seeded by the drift tests). */
export const OTHER = { listId: 'other-list', cardId: 'other-card' } as const;

/** The e-mail every generated profile's account has (fresh uids per case: a profile is created once). */
export const DRIFT_EMAIL = 'drift@example.test';

/** Who writes a case: a seeded role's client, or a fresh signed-in account with DRIFT_EMAIL. */
export type Writer = { role: 'owner' | 'member' } | { freshUid: string };

/** One document kind the client writes. */
export interface DocSpec {
  readonly name: string;
  readonly schema: AnySchema;
  /** Fields the path names (the reader adds them back): never stored. */
  readonly pathIds: readonly string[];
  /** What custom zod checks (z.refine) on these paths mean: schema-shape.ts cannot read them. */
  readonly declared?: ReadonlyMap<string, DeclaredCheck>;
  /** Field path → arbitrary: the board's context, as the rules check it (not schema faults). */
  readonly pins: ReadonlyMap<string, fc.Arbitrary<unknown>>;
  /** Optional fields the app never writes with this operation, each with why: removed from generated documents. */
  readonly notWritten?: Readonly<Record<string, string>>;
  /** Fields outside the schema that the app writes too (the rules require them). */
  readonly extra?: Readonly<Record<string, unknown>>;
  /**
   * Documents valid per schema that the rules must still refuse on this board (another board's list, a name not
   * the writer's…): applied to a valid document.
   */
  readonly contextBreaks: readonly {
    label: string;
    change: (d: Record<string, unknown>) => Record<string, unknown>;
  }[];
  /** Who writes case `n`. */
  readonly writer: (n: number) => Writer;
  /** The document's path for case `n`. */
  readonly path: (n: number) => string;
  /** Writes `data` (Firestore values) at `path` as the app does: with the writes that go beside it. */
  readonly write: (db: Firestore, path: string, data: DocumentData, uid: string) => Promise<void>;
}

/** The server's clock at commit (serverTimestamp()), where the rules require it. */
export const server = fc.constant(serverTime());
const member = uidOf('member');
const idOf = (path: string) => path.split('/').pop() ?? '';

/** A batch holding `data` at `path` and an activity entry (as writes.ts addActivity). */
function withActivity(db: Firestore, path: string, data: DocumentData, activity: DocumentData) {
  const batch = writeBatch(db);
  batch.set(doc(db, path), data);
  const boardId = path.split('/')[1] ?? '';
  batch.set(doc(db, `boards/${boardId}/activity/${idOf(path)}-log`), {
    cardId: null,
    listId: null,
    data: {},
    ...activity,
    createdAt: serverTimestamp(),
  });
  return batch;
}

const title = (data: DocumentData) => (typeof data.title === 'string' ? data.title : 'x');

export const BOARD: DocSpec = {
  name: 'board',
  schema: boardSchema,
  pathIds: ['id'],
  declared: new Map([['customFields', { maxKeys: 50 }]]),
  pins: new Map<string, fc.Arbitrary<unknown>>([
    ['roles', fc.constant({ [uidOf('owner')]: 'owner' })],
    ['memberIds', fc.constant([uidOf('owner')])],
    ['createdBy', fc.constant(uidOf('owner'))],
    ['createdAt', server],
    ['updatedAt', server],
    ['archivedAt', fc.constant(null)],
  ]),
  notWritten: {
    importedAt: 'set only by the last write of an import (canFinishImport), never at create',
    publicView:
      'set by owners and admins with a board update (canUpdateBoard), never at create: a new board is private',
    isTemplate:
      'set by owners and admins with a board update (canUpdateBoard), never at create: a new board is no template',
  },
  extra: { openLists: 0, openCards: 0 },
  contextBreaks: [
    {
      label: 'roles: another member besides the creator',
      change: (d) => ({ ...d, roles: { ...(d.roles as object), [member]: 'admin' } }),
    },
    { label: 'createdBy: another account', change: (d) => ({ ...d, createdBy: member }) },
  ],
  writer: () => ({ role: 'owner' }),
  path: (n) => `boards/drift-board-${n}`,
  write: (db, path, data, uid) =>
    withActivity(db, path, data, {
      type: 'board.create',
      actorUid: uid,
      data: { title: title(data) },
    }).commit(),
};

export const LIST: DocSpec = {
  name: 'list',
  schema: listSchema,
  pathIds: ['id', 'boardId'],
  pins: new Map<string, fc.Arbitrary<unknown>>([
    ['createdAt', server],
    ['updatedAt', server],
    ['archivedAt', fc.constant(null)],
  ]),
  contextBreaks: [],
  writer: () => ({ role: 'member' }),
  path: (n) => paths.list(`drift-list-${n}`),
  write: (db, path, data, uid) => {
    const batch = withActivity(db, path, data, {
      type: 'list.create',
      actorUid: uid,
      listId: idOf(path),
      data: { title: title(data) },
    });
    batch.update(doc(db, paths.board()), tally('list', idOf(path), 1));
    return batch.commit();
  },
};

const memberUids = (['owner', 'admin', 'member', 'observer'] as const).map(uidOf);

export const CARD: DocSpec = {
  name: 'card',
  schema: cardSchema,
  pathIds: ['id', 'boardId'],
  declared: new Map([['fields', { maxKeys: 50 }]]),
  pins: new Map<string, fc.Arbitrary<unknown>>([
    ['listId', fc.constantFrom(SEED.listId, SEED.otherListId)],
    ['assigneeIds', fc.subarray(memberUids)],
    ['memberNames', fc.constant([])],
    ['counts', fc.constant({ comments: 0, attachments: 0, checkItems: 0, checkItemsDone: 0 })],
    ['archivedAt', fc.constant(null)],
    ['createdBy', fc.constant(member)],
    ['createdAt', server],
    ['updatedAt', server],
    ['fields{key}', fc.constantFrom(...Object.keys(DRIFT_FIELDS))],
  ]),
  contextBreaks: [
    { label: 'listId: a list of another board', change: (d) => ({ ...d, listId: OTHER.listId }) },
    { label: 'listId: no such list', change: (d) => ({ ...d, listId: 'no-such-list' }) },
    { label: 'assigneeIds: not a member', change: (d) => ({ ...d, assigneeIds: ['stranger-uid'] }) },
    {
      label: 'fields: a field the board does not define',
      change: (d) => ({ ...d, fields: { fOther: 'x' } }),
    },
    { label: 'createdBy: another account', change: (d) => ({ ...d, createdBy: uidOf('owner') }) },
  ],
  writer: () => ({ role: 'member' }),
  path: (n) => paths.card(`drift-card-${n}`),
  write: (db, path, data, uid) => {
    const batch = withActivity(db, path, data, {
      type: 'card.create',
      actorUid: uid,
      cardId: idOf(path),
      listId: typeof data.listId === 'string' ? data.listId : null,
      data: { title: title(data) },
    });
    batch.update(doc(db, paths.board()), tally('card', idOf(path), 1));
    return batch.commit();
  },
};

export const COMMENT: DocSpec = {
  name: 'comment',
  schema: commentSchema,
  pathIds: ['id', 'boardId', 'cardId'],
  pins: new Map<string, fc.Arbitrary<unknown>>([
    ['authorUid', fc.constant(member)],
    // A comment carries no name of its own (the author's is read from the member mirror: issue 28 item 4.4).
    ['authorName', fc.constant(null)],
    ['createdAt', server],
    ['editedAt', fc.constant(null)],
  ]),
  contextBreaks: [
    { label: "authorName: another member's name", change: (d) => ({ ...d, authorName: 'owner' }) },
    { label: 'authorUid: another account', change: (d) => ({ ...d, authorUid: uidOf('owner') }) },
  ],
  writer: () => ({ role: 'member' }),
  path: (n) => paths.comment(`drift-comment-${n}`),
  write: (db, path, data, uid) => {
    const batch = withActivity(db, path, data, {
      type: 'comment.create',
      actorUid: uid,
      cardId: SEED.cardId,
      data: { commentId: idOf(path) },
    });
    batch.update(...countOnCard(db, 'comment', idOf(path)));
    return batch.commit();
  },
};

export const ATTACHMENT: DocSpec = {
  name: 'attachment',
  schema: attachmentSchema,
  pathIds: ['id', 'boardId', 'cardId'],
  pins: new Map<string, fc.Arbitrary<unknown>>([
    ['uploadedBy', fc.constant(member)],
    ['createdAt', server],
    // A name (Trello's) only with an import.
    ['creatorName', fc.constant(null)],
    // A link attachment, its url generated (rules-cards.emulator-test.ts covers files and their storagePath).
    ['storagePath', fc.constant(null)],
    ['url', fc.webUrl({ validSchemes: ['http', 'https'], size: 'small' }).filter(isWebUrl)],
  ]),
  contextBreaks: [
    {
      label: 'storagePath: a file of another board',
      change: (d) => ({
        ...d,
        url: null,
        storagePath: `boards/${SEED.otherBoardId}/cards/${SEED.cardId}/f1/x.txt`,
      }),
    },
    { label: 'uploadedBy: another account', change: (d) => ({ ...d, uploadedBy: uidOf('owner') }) },
  ],
  writer: () => ({ role: 'member' }),
  path: (n) => paths.attachment(`drift-att-${n}`),
  write: (db, path, data) => {
    const batch = writeBatch(db);
    batch.set(doc(db, path), data);
    batch.update(...countOnCard(db, 'attachment', idOf(path)));
    return batch.commit();
  },
};

/** A comment id made for each activity case, which the write creates beside the entry. */
const commentRef = fc.stringMatching(/^[a-z0-9]{12}$/).map((id) => ({ commentId: `c${id}` }));

export const ACTIVITY: DocSpec = {
  name: 'activity',
  schema: activitySchema,
  pathIds: ['id', 'boardId'],
  pins: new Map<string, fc.Arbitrary<unknown>>([
    // The app's own entries are each tied to a change; a comment's is the one every member (observers too) writes.
    ['type', fc.constant('comment.create')],
    ['actorUid', fc.constant(member)],
    ['cardId', fc.constant(SEED.cardId)],
    ['listId', fc.constant(null)],
    ['data', commentRef],
    ['createdAt', server],
  ]),
  contextBreaks: [
    { label: 'cardId: a card of another board', change: (d) => ({ ...d, cardId: OTHER.cardId }) },
    {
      label: 'type: card.archive of an open card',
      change: (d) => ({ ...d, type: 'card.archive', data: { title: 'Card' } }),
    },
    { label: 'actorUid: another account', change: (d) => ({ ...d, actorUid: uidOf('owner') }) },
  ],
  writer: () => ({ role: 'member' }),
  path: (n) => paths.activity(`drift-act-${n}`),
  write: (db, path, data, uid) => {
    const batch = writeBatch(db);
    batch.set(doc(db, path), data);
    const reported = data.data as Record<string, unknown> | undefined;
    if (
      data.type === 'comment.create' &&
      typeof reported?.commentId === 'string' &&
      reported.commentId !== ''
    ) {
      batch.set(doc(db, paths.comment(reported.commentId)), {
        authorUid: uid,
        authorName: null,
        text: 'Hi',
        createdAt: serverTimestamp(),
        editedAt: null,
      });
      batch.update(...countOnCard(db, 'comment', reported.commentId));
    }
    return batch.commit();
  },
};

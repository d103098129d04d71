/**
 * The `importBoard` callable (docs/sync.md, issue 24 item 4): a Trello import written on the server. The browser
 * sends the plan it checked (compressed: src/domain/import/import-call.ts); this checks it again with the same
 * domain checks (checkImportable: schema, Trello's limits, references, Firestore's 1 MiB) — the Admin SDK bypasses
 * the rules — then writes it as every mode lays it out (plan-docs.ts): the board first, marked `importing` (no list
 * shows it), its lists, cards, comments and attachments in parallel batches, and last the board's tally with the
 * mark cleared and the import's activity entry. A failure deletes what was written: never half-visible.
 */
import { gunzipSync } from 'node:zlib';
import { getFirestore, Timestamp, type DocumentData, type WriteBatch } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { encodeFieldValues } from '../../src/domain/custom-fields/stored-values';
import type { FieldValues } from '../../src/domain/custom-fields/schema';
import { AppError } from '../../src/domain/errors';
import { newId } from '../../src/domain/ids';
import { checkImportable } from '../../src/domain/import/check-plan';
import {
  importBoardInputSchema,
  IMPORT_PLAN_MAX_BYTES,
  type ImportBoardOutput,
} from '../../src/domain/import/import-call';
import type { BoardPlan } from '../../src/domain/import/plan';
import { boardFields, contentDocs, PlanTime } from '../../src/domain/import/plan-docs';
import { CALLABLE_OPTIONS, toHttpsError } from './wrap';

/** Writes per batch (Firestore's limit is 10 MiB per request; plan documents are checked under 1 MiB each). */
const BATCH_WRITES = 500;
const BATCH_BYTES = 9 * 1024 * 1024;
/** Batches in flight: the emulator took 6,400 writes in 2.4 s this way (ARCHITECTURE.md §8). */
const PARALLEL = 8;

/** Plan fields as Firestore values: PlanTime → Timestamp (the import's time when it has none). */
function stored(fields: Record<string, unknown>, now: Timestamp, card: boolean): DocumentData {
  const out: DocumentData = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (value instanceof PlanTime) out[key] = value.ms === null ? now : Timestamp.fromMillis(value.ms);
    else if (card && key === 'fields' && value && typeof value === 'object')
      out[key] = encodeFieldValues(value as FieldValues);
    else out[key] = value;
  }
  return out;
}

/** The plan sent in `data`, decompressed and parsed. Throws `invalid-argument` for anything else. */
function planOf(data: unknown): BoardPlan {
  const input = importBoardInputSchema.safeParse(data);
  if (!input.success) throw new AppError('invalid-argument', 'importBoard needs a compressed board plan.');
  try {
    const json = gunzipSync(Buffer.from(input.data.gzip, 'base64'), {
      maxOutputLength: IMPORT_PLAN_MAX_BYTES,
    });
    return JSON.parse(json.toString('utf8')) as BoardPlan;
  } catch {
    throw new AppError('invalid-argument', 'The board plan could not be read.');
  }
}

export const importBoard = onCall(
  { ...CALLABLE_OPTIONS, timeoutSeconds: 300, memory: '1GiB' },
  async (request): Promise<ImportBoardOutput> => {
    const db = getFirestore();
    let boardId: string | null = null;
    try {
      const uid = request.auth?.uid;
      if (!uid) throw new AppError('unauthenticated', 'Sign in first.');
      const plan = checkImportable(planOf(request.data));
      const now = Timestamp.now();
      boardId = newId();
      const board = db.doc(`boards/${boardId}`);
      await board.set(stored(boardFields(plan, uid), now, false));
      const docs = contentDocs(plan, uid);
      const batches: WriteBatch[] = [];
      let current: WriteBatch | null = null;
      let writes = 0;
      let bytes = 0;
      for (const d of docs) {
        const size = JSON.stringify(d.data).length;
        if (!current || writes >= BATCH_WRITES || bytes + size > BATCH_BYTES) {
          current = db.batch();
          batches.push(current);
          writes = 0;
          bytes = 0;
        }
        current.set(
          board.collection(d.path[0] ?? '').doc(d.path.slice(1).join('/')),
          stored(d.data, now, d.path.length === 2 && d.path[0] === 'cards'),
        );
        writes += 1;
        bytes += size;
      }
      for (let i = 0; i < batches.length; i += PARALLEL)
        await Promise.all(batches.slice(i, i + PARALLEL).map((b) => b.commit()));
      const last = db.batch();
      last.update(board, {
        importState: null,
        openLists: plan.lists.filter((l) => !l.archived).length,
        openCards: plan.cards.filter((c) => !c.archived).length,
        updatedAt: Timestamp.now(),
      });
      last.set(board.collection('activity').doc(newId()), {
        type: 'board.import',
        actorUid: uid,
        cardId: null,
        listId: null,
        data: { lists: plan.lists.length, cards: plan.cards.length },
        createdAt: Timestamp.now(),
      });
      await last.commit();
      return { boardId, writtenAt: now.toMillis() };
    } catch (e) {
      if (boardId) await db.recursiveDelete(db.doc(`boards/${boardId}`)).catch(() => undefined);
      throw toHttpsError(e);
    }
  },
);

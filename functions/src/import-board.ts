/**
 * The `importBoard` callable (docs/sync.md, issue 24 item 4): a Trello import written on the server. The browser
 * sends the plan it checked (compressed: src/domain/import/import-call.ts); this checks it again with the same
 * domain checks (checkImportable: schema, Trello's limits, references, Firestore's 1 MiB) — the Admin SDK bypasses
 * the rules — then writes it as every mode lays it out (plan-docs.ts): the board first, marked `importing` (no list
 * shows it), its lists, cards, comments and attachments in parallel batches, and last the board's tally with the
 * mark cleared and the import's activity entry. Only that last write shows the board, so a failed import is never
 * half-visible: a refused write deletes what was written at once; writes Cloud Firestore does not answer within
 * `importWriteDeadlineMs` fail the import with `unavailable` and, as they may still land, are left (hidden) to
 * stale-imports.ts's sweep.
 */
import { gunzipSync } from 'node:zlib';
import { getFirestore, Timestamp, type DocumentData, type WriteBatch } from 'firebase-admin/firestore';
import { onCall } from 'firebase-functions/v2/https';
import { encodeFieldValues } from '../../src/domain/custom-fields/stored-values';
import type { FieldValues } from '../../src/domain/custom-fields/schema';
import { withDeadline } from '../../src/domain/deadline';
import { AppError } from '../../src/domain/errors';
import { newId } from '../../src/domain/ids';
import { checkImportable } from '../../src/domain/import/check-plan';
import {
  importBoardInputSchema,
  IMPORT_PLAN_MAX_BYTES,
  writtenAtFor,
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

/**
 * How long a round of `PARALLEL` batches may go unanswered, in ms, before the import fails: 60 s (the Admin SDK's
 * own deadline for a commit: `timeout_millis` of Commit in @google-cloud/firestore's v1 client config), or `LANES_IMPORT_WRITE_DEADLINE_MS` from the function's environment (the emulator
 * tests shorten it). Far past a healthy round: the emulator took all 6,400 writes of a 5,000-card board in 2.4 s.
 */
export function importWriteDeadlineMs(env: NodeJS.ProcessEnv = process.env): number {
  const set = Number(env.LANES_IMPORT_WRITE_DEADLINE_MS);
  return Number.isFinite(set) && set > 0 ? set : 60_000;
}

/** Marks a round of writes that outlived its deadline: its requests may still reach Firestore. */
class Unanswered extends AppError {
  constructor(ms: number) {
    super(
      'unavailable',
      `Cloud Firestore did not answer the import's writes within ${Math.round(ms / 1000)} s: nothing was kept.`,
    );
  }
}

/** `work`'s result, or `Unanswered` once `deadlineMs` passes first (`work` itself goes on). */
function within<T>(work: Promise<T>, deadlineMs: number): Promise<T> {
  return withDeadline(work, deadlineMs, () => new Unanswered(deadlineMs));
}

/**
 * Commits `batches`, `PARALLEL` at a time, each round within `deadlineMs`. Throws the first refusal once its whole
 * round has settled (so nothing is still in flight), or `Unanswered` when a round outlives the deadline.
 */
async function commitAll(batches: readonly WriteBatch[], deadlineMs: number): Promise<void> {
  for (let i = 0; i < batches.length; i += PARALLEL) {
    const round = await within(
      Promise.allSettled(batches.slice(i, i + PARALLEL).map((b) => b.commit())),
      deadlineMs,
    );
    const refused = round.find((r) => r.status === 'rejected');
    if (refused) throw refused.reason;
  }
}

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

/**
 * The input in `data`: the plan decompressed and parsed, the board id and time the device proposes. Throws
 * `invalid-argument` for anything else.
 */
function inputOf(data: unknown): { plan: BoardPlan; boardId?: string; proposedAt?: number } {
  const input = importBoardInputSchema.safeParse(data);
  if (!input.success) throw new AppError('invalid-argument', 'importBoard needs a compressed board plan.');
  const { gzip, boardId, proposedAt } = input.data;
  try {
    const json = gunzipSync(Buffer.from(gzip, 'base64'), { maxOutputLength: IMPORT_PLAN_MAX_BYTES });
    return { plan: JSON.parse(json.toString('utf8')) as BoardPlan, boardId, proposedAt };
  } catch {
    throw new AppError('invalid-argument', 'The board plan could not be read.');
  }
}

/** Firestore's ALREADY_EXISTS (gRPC status 6): `create` found a document there. */
const alreadyExists = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'code' in e && (e as { code: unknown }).code === 6;

export const importBoard = onCall(
  { ...CALLABLE_OPTIONS, timeoutSeconds: 300, memory: '1GiB' },
  async (request): Promise<ImportBoardOutput> => {
    const db = getFirestore();
    let boardId: string | null = null;
    try {
      const uid = request.auth?.uid;
      if (!uid) throw new AppError('unauthenticated', 'Sign in first.');
      const input = inputOf(request.data);
      const plan = checkImportable(input.plan);
      const now = Timestamp.fromMillis(writtenAtFor(input.proposedAt, Date.now()));
      const id = input.boardId ?? newId();
      const board = db.doc(`boards/${id}`);
      const deadlineMs = importWriteDeadlineMs();
      // `create`: a board id that is taken is refused, and that board is never touched (nor deleted below).
      await within(board.create(stored(boardFields(plan, uid), now, false)), deadlineMs).catch((e: unknown) => {
        throw alreadyExists(e) ? new AppError('invalid-argument', 'That board id is taken.') : e;
      });
      boardId = id;
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
      await commitAll(batches, deadlineMs);
      const last = db.batch();
      const finished = Timestamp.now();
      last.update(board, {
        importState: null,
        openLists: plan.lists.filter((l) => !l.archived).length,
        openCards: plan.cards.filter((c) => !c.archived).length,
        updatedAt: finished,
        // Nothing of the board changes before it: devices' syncs start there (docs/sync.md).
        importedAt: finished,
      });
      last.set(board.collection('activity').doc(newId()), {
        type: 'board.import',
        actorUid: uid,
        cardId: null,
        listId: null,
        data: { lists: plan.lists.length, cards: plan.cards.length },
        createdAt: finished,
      });
      await last.commit();
      return { boardId, writtenAt: now.toMillis(), importedAt: finished.toMillis() };
    } catch (e) {
      // Unanswered writes may still land after a delete: the sweep takes the board once they cannot.
      if (boardId && !(e instanceof Unanswered))
        await db.recursiveDelete(db.doc(`boards/${boardId}`)).catch(() => undefined);
      throw toHttpsError(e);
    }
  },
);

/**
 * An imported board into the account's replica from its plan (docs/sync.md): the `importBoard` callable wrote
 * exactly the documents plan-docs.ts lays out, each time the plan leaves open being the import's (`writtenAt`), so
 * the replica can hold the board without reading 5,000 documents back. Its watermark is put past the import: no
 * one could write to the board before the import ended (it was hidden and only its owner — this device — could),
 * so the delta listeners need ask only for what comes after.
 */
import { encodeFieldValues } from '../../../domain/custom-fields/stored-values';
import type { FieldValues } from '../../../domain/custom-fields/schema';
import type { ImportBoardOutput } from '../../../domain/import/import-call';
import type { BoardPlan } from '../../../domain/import/plan';
import { boardFields, contentDocs, PlanTime } from '../../../domain/import/plan-docs';
import { SYNC_MARGIN_MS } from '../../../domain/sync/horizon';
import type { LanesDb } from '../../local/db';
import { applyServerChanges, type ServerChange } from '../../local/replica/apply-server';
import { recordSync } from '../../local/replica/board-state';
import { rowOf } from './rows';

/** Plan fields as the server stored them, in epoch ms: PlanTime → its time, or the import's. */
function asStored(fields: Record<string, unknown>, writtenAt: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    out[key] = value instanceof PlanTime ? (value.ms ?? writtenAt) : value;
  }
  if (out.fields && typeof out.fields === 'object') out.fields = encodeFieldValues(out.fields as FieldValues);
  return out;
}

/**
 * Puts the board `output` names, as written from `plan` for `uid`, into `replica`; with `hidden`, marked `importing`
 * as the server's board is until its import ends (no list shows it: the replica stores it while the server writes).
 */
export async function seedImported(
  replica: LanesDb,
  { boardId, writtenAt, importedAt }: ImportBoardOutput,
  plan: BoardPlan,
  uid: string,
  hidden = false,
): Promise<void> {
  const changes: ServerChange[] = [];
  const board = {
    ...asStored(boardFields(plan, uid), writtenAt),
    ...(hidden ? {} : ended(importedAt)),
  };
  const boardRow = rowOf(`boards/${boardId}`, board);
  if (boardRow) changes.push({ path: `boards/${boardId}`, row: boardRow });
  for (const { path, data } of contentDocs(plan, uid)) {
    const full = ['boards', boardId, ...path].join('/');
    const row = rowOf(full, asStored(data, writtenAt));
    if (row) changes.push({ path: full, row });
  }
  await applyServerChanges(replica, changes);
  await recordSync(replica, boardId, writtenAt + SYNC_MARGIN_MS, Date.now());
}

/** The board's fields the import's last write sets (functions/src/import-board.ts), besides its tally. */
function ended(importedAt: number | undefined): Record<string, unknown> {
  return importedAt === undefined
    ? { importState: null }
    : { importState: null, updatedAt: importedAt, importedAt };
}

/** Shows the board `output` names, stored hidden by seedImported, as the import's last write left it. */
export async function revealImported(replica: LanesDb, output: ImportBoardOutput): Promise<void> {
  const path = `boards/${output.boardId}`;
  const row = await replica.boards.get(output.boardId);
  if (row) await applyServerChanges(replica, [{ path, row: { ...row, ...ended(output.importedAt) } }]);
}

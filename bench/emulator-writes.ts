// What the Cloud Firestore emulator itself needs for an import's writes: the documents plan-docs.ts lays out for a
// board, written with the Admin SDK (no rules, no browser) in parallel batches of 500 — the floor the import is held
// to (issue 24: the whole import within 1.5× of this). The board is deleted again afterwards.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { BoardPlan } from '../src/domain/import/plan';
import { contentDocs, PlanTime } from '../src/domain/import/plan-docs';
import { DEMO_PROJECT_ID } from '../src/config/emulators';

/** The part of firebase-admin used here (functions/' own dependency: the root install has neither it nor its types). */
interface AdminDoc {
  collection(name: string): { doc(path: string): AdminDoc };
  set(data: Record<string, unknown>): Promise<unknown>;
}
interface AdminFirestore {
  doc(path: string): AdminDoc;
  batch(): { set(ref: AdminDoc, data: Record<string, unknown>): void; commit(): Promise<unknown> };
  recursiveDelete(ref: AdminDoc): Promise<void>;
}
interface AdminTimestamp {
  now(): unknown;
  fromMillis(ms: number): unknown;
}

const require = createRequire(fileURLToPath(new URL('../functions/package.json', import.meta.url)));
const { initializeApp, getApps } = require('firebase-admin/app') as {
  initializeApp(options: { projectId: string }): unknown;
  getApps(): unknown[];
};
const { getFirestore, Timestamp } = require('firebase-admin/firestore') as {
  getFirestore(): AdminFirestore;
  Timestamp: AdminTimestamp;
};

/** Writes `plan`'s documents under a new board (8 batches of 500 at a time) and returns the ms it took. */
export async function emulatorWriteMs(plan: BoardPlan): Promise<number> {
  if (getApps().length === 0) initializeApp({ projectId: DEMO_PROJECT_ID });
  const db = getFirestore();
  const board = db.doc(`boards/bench-${Date.now()}`);
  const now = Timestamp.now();
  const docs = contentDocs(plan, 'bench').map(({ path, data }) => {
    const stored: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(data))
      if (value !== undefined)
        stored[key] =
          value instanceof PlanTime ? (value.ms === null ? now : Timestamp.fromMillis(value.ms)) : value;
    return { path: path.join('/'), stored };
  });
  // The Admin SDK's first request opens its connection: not part of what the writes need.
  await db.doc(`boards/bench-warm-up`).set({ at: now });
  const started = performance.now();
  const batches = [];
  for (let i = 0; i < docs.length; i += 500) {
    const batch = db.batch();
    for (const d of docs.slice(i, i + 500))
      batch.set(
        board.collection(d.path.split('/')[0] ?? '').doc(d.path.split('/').slice(1).join('/')),
        d.stored,
      );
    batches.push(batch);
  }
  for (let i = 0; i < batches.length; i += 8)
    await Promise.all(batches.slice(i, i + 8).map((b) => b.commit()));
  const ms = performance.now() - started;
  await db.recursiveDelete(board);
  return ms;
}

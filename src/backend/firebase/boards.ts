/** The Firebase BoardsPort, assembled from its subscriptions, commands and import (each in its own file). */
import type { Firestore } from 'firebase/firestore';
import type { BoardsPort, User } from '../ports';
import type { Access } from './access';
import { createBoardCommands } from './boards-commands';
import { createBoardWatchers } from './boards-watch';
import { createCardCommands } from './cards-commands';
import { createDeleteCommands } from './delete-commands';
import { OpenCounts } from './open-counts';

/**
 * The BoardsPort on `db`, checking every write against the role of `currentUser()` before sending it; imports
 * write through `openBulkWriter` when given and the build asks for it (VITE_LANES_IMPORT_WRITER, import.ts);
 * `deleteBoard` (the callable) takes back a failed import's board.
 */
export function createFirebaseBoards(
  db: Firestore,
  currentUser: () => User | null,
  openBulkWriter?: Access['openBulkWriter'],
  deleteBoard?: Access['deleteBoard'],
): BoardsPort {
  const access: Access = { db, currentUser, counts: new OpenCounts(db), openBulkWriter, deleteBoard };
  return {
    ...createBoardWatchers(access),
    ...createBoardCommands(access),
    ...createCardCommands(access),
    ...createDeleteCommands(access),
    // Loaded on first use: the import's checks and layout are not needed to start the app.
    importBoard: async (plan, onProgress) => (await import('./import')).importBoard(access, plan, onProgress),
  };
}

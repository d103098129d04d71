/** The Firebase BoardsPort, assembled from its subscriptions, commands and import (each in its own file). */
import type { Firestore } from 'firebase/firestore';
import type { BoardsPort, User } from '../ports';
import type { Access } from './access';
import { createBoardCommands } from './boards-commands';
import { createBoardWatchers } from './boards-watch';
import { createCardCommands } from './cards-commands';
import { createDeleteCommands } from './delete-commands';
import { importBoard } from './import';
import { OpenCounts } from './open-counts';

/**
 * The BoardsPort on `db`, checking every write against the role of `currentUser()` before sending it;
 * `deleteBoard` (the callable) takes back a failed import's board.
 */
export function createFirebaseBoards(
  db: Firestore,
  currentUser: () => User | null,
  deleteBoard?: (boardId: string) => Promise<unknown>,
): BoardsPort {
  const access: Access = { db, currentUser, counts: new OpenCounts(db), deleteBoard };
  return {
    ...createBoardWatchers(access),
    ...createBoardCommands(access),
    ...createCardCommands(access),
    ...createDeleteCommands(access),
    importBoard: (plan, onProgress) => importBoard(access, plan, onProgress),
  };
}

/** The local BoardsPort, assembled from its subscriptions, commands and import (each in its own file). */
import type { BoardsPort, User } from '../ports';
import { createBoardCommands } from './boards-commands';
import { createBoardWatchers } from './boards-watch';
import { createCardCommands } from './cards-commands';
import { createDeleteCommands } from './delete-commands';
import type { LanesDb } from './db';
import { createMembersWatch } from './members-watch';

/** The BoardsPort over `db`, checking every read and write against the role of `currentUser()`. */
export function createLocalBoards(db: LanesDb, currentUser: () => User | null): BoardsPort {
  return {
    ...createBoardWatchers(db, currentUser),
    ...createBoardCommands(db, currentUser),
    ...createCardCommands(db, currentUser),
    ...createDeleteCommands(db, currentUser),
    ...createMembersWatch(db, currentUser),
    // Loaded on first use: the import's checks and layout are not needed to start the app.
    importBoard: async (plan, onProgress) =>
      (await import('./import')).importBoard(db, currentUser, plan, onProgress),
  };
}

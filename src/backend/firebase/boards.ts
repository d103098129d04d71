/** The Firebase BoardsPort, assembled from its subscriptions, commands and import (each in its own file). */
import type { BoardsPort } from '../ports';
import type { Access } from './access';
import { createBoardCommands } from './boards-commands';
import { createBoardWatchers } from './boards-watch';
import { createCardCommands } from './cards-commands';
import { createDeleteCommands } from './delete-commands';

/**
 * The BoardsPort for `access`: reads from the signed-in account's replica, every write checked against the role of
 * `access.currentUser()` before it is queued (docs/sync.md); `access.deleteBoard` (the callable) takes back a
 * failed import's board.
 */
export function createFirebaseBoards(access: Access): BoardsPort {
  return {
    ...createBoardWatchers(access),
    ...createBoardCommands(access),
    ...createCardCommands(access),
    ...createDeleteCommands(access),
    // Loaded on first use (an export or a copy), with the callables' SDK.
    readCardDetails: async (boardId) => (await import('./card-details')).readCardDetails(access, boardId),
    // Loaded when a public board's link is opened (issue 27 item 1).
    readPublicBoard: async (boardId) => (await import('./public-board')).readPublicBoard(access, boardId),
    // Loaded on first use: the import's checks and layout are not needed to start the app.
    importBoard: async (plan, onProgress) => (await import('./import')).importBoard(access, plan, onProgress),
  };
}

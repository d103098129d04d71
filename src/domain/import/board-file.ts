/**
 * The import dialog's one entry point: a board file is either Lanes' own export (`format: "lanes-board"`) or a
 * Trello export, and either becomes a BoardPlan with a report; Lanes' all-boards file (`format: "lanes-boards"`,
 * lanes-archive.ts) becomes one of those per board.
 */
import { boardsOfArchive, isLanesArchive } from '../export/lanes-archive';
import { isLanesExport } from '../export/lanes-format';
import { mapLanesExport } from '../export/from-lanes-json';
import { AppError } from '../errors';
import type { BoardPlan } from './plan';
import { mapTrelloExport, type ImportReport } from './trello';

/** Where a board file came from. */
export type BoardFileSource = 'lanes' | 'trello';

/**
 * Maps a parsed board file to a BoardPlan. Throws what the chosen reader throws: AppError `import/invalid-file`
 * (the message names the problem), `limit-exceeded`.
 */
export function mapBoardFile(json: unknown): {
  source: BoardFileSource;
  plan: BoardPlan;
  report: ImportReport;
} {
  if (isLanesExport(json)) return { source: 'lanes', ...mapLanesExport(json) };
  return { source: 'trello', ...mapTrelloExport(json) };
}

/** One board of a file, mapped. */
export interface MappedBoard {
  plan: BoardPlan;
  report: ImportReport;
}

/**
 * Maps a parsed file to the boards it holds: one for a board file (mapBoardFile), each board in order for an
 * all-boards file. Throws as mapBoardFile does, for the first board that cannot be read (the message says which),
 * so a file imports whole or not at all.
 */
export function mapBoardFiles(json: unknown): { source: BoardFileSource; boards: MappedBoard[] } {
  if (!isLanesArchive(json)) {
    const { source, plan, report } = mapBoardFile(json);
    return { source, boards: [{ plan, report }] };
  }
  const boards = boardsOfArchive(json).map((board, i) => {
    try {
      return mapLanesExport(board);
    } catch (e) {
      if (e instanceof AppError) throw new AppError(e.code, `Board ${i + 1}: ${e.message}`, { cause: e });
      throw e;
    }
  });
  return { source: 'lanes', boards };
}

/**
 * The import dialog's one entry point: a board file is either Lanes' own export (`format: "lanes-board"`) or a
 * Trello export, and either becomes a BoardPlan with a report.
 */
import { isLanesExport } from '../export/lanes-format';
import { mapLanesExport } from '../export/from-lanes-json';
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

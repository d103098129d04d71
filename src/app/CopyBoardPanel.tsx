/**
 * The board menu's "Copy board…" (issue 27 item 5): the import feature's copy dialog, reading the board through the
 * export feature's reader. Both, with the importer's messages, load when the menu opens it.
 */
import { useBackend } from '../backend/context';
import type { BoardRead } from '../features/export/read-board';
import type { ReadBoardFile } from '../features/import/use-board-copy';
import { loadEnglish } from '../i18n';
import { preloadable } from '../ui/preloadable';

export interface CopyBoardPanelProps {
  boardId: string;
  boardTitle: string;
  /** The name a comment's author is shown with in the copy (a comment stores no name of its own). */
  nameOf: (uid: string) => string;
  /**
   * The board, open lists and open cards as the board page shows them now, or null while it has not read them: a
   * copy takes what the person sees instead of reading 5,000 cards again (~350 ms).
   */
  shown: () => BoardRead | null;
  /** Whether the person may bring the board's members into the copy (they may invite on it, and there are calls). */
  withMembers: boolean;
  onClose: () => void;
}

/** The copy dialog for board `boardId`, loaded on its first render. */
export const CopyBoardPanel = preloadable(
  () =>
    Promise.all([
      import('../features/import/CopyBoardDialog'),
      import('../features/export/read-board'),
      loadEnglish(['importer']),
    ]),
  ([dialog, reader]) =>
    function CopyBoard({ boardId, boardTitle, nameOf, shown, withMembers, onClose }: CopyBoardPanelProps) {
      const { boards, calls } = useBackend();
      const read: ReadBoardFile = async (withDetails, onProgress) => {
        const board = shown() ?? (await reader.readBoard(boards, boardId, false));
        performance.mark('lanes:copy:board');
        return reader.readForCopy(boards, board, withDetails, nameOf, onProgress);
      };
      const copyMembers =
        withMembers && calls
          ? async (toBoardId: string) =>
              (await calls.copyMembers({ fromBoardId: boardId, toBoardId })).added.length
          : undefined;
      return (
        <dialog.CopyBoardDialog
          boardTitle={boardTitle}
          read={read}
          copyMembers={copyMembers}
          onClose={onClose}
        />
      );
    },
  null,
).Component;

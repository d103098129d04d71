/**
 * The board menu's "Copy board…" (issue 27 item 5): the import feature's copy dialog, reading the board through the
 * export feature's reader. Both, with the importer's messages, load when the menu opens it.
 */
import { useBackend } from '../backend/context';
import { loadEnglish } from '../i18n';
import { preloadable } from '../ui/preloadable';

export interface CopyBoardPanelProps {
  boardId: string;
  boardTitle: string;
  /** The name a comment's author is shown with in the copy (a comment stores no name of its own). */
  nameOf: (uid: string) => string;
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
    function CopyBoard({ boardId, boardTitle, nameOf, onClose }: CopyBoardPanelProps) {
      const { boards } = useBackend();
      return (
        <dialog.CopyBoardDialog
          boardTitle={boardTitle}
          read={(withDetails, onProgress) =>
            reader.readForCopy(boards, boardId, withDetails, nameOf, onProgress)
          }
          onClose={onClose}
        />
      );
    },
  null,
).Component;

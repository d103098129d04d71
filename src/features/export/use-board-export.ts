/**
 * Exporting a board as a state machine for the dialog: read the board, its lists and cards (three reads), for
 * JSON also each card's comments and attachments (one read per card that has any: the ports read them per card),
 * build the file with the pure mappers of domain/export, and hand it to the browser.
 */
import { useState } from 'react';
import { useBackend } from '../../backend/context';
import { boardToCsv } from '../../domain/export/csv';
import i18next from 'i18next';
import { snapshotHtml, type SnapshotWords } from '../../domain/export/snapshot-html';
import { lanesExportText } from '../../domain/export/to-lanes-json';
import { formatDate, formatLanguage } from '../../i18n/format';
import { boardFile, readBoard, readDetails } from './read-board';
import { snapshotImages } from './snapshot-images';
import { exportFileName, saveTextFile } from './save-file';

/**
 * Lanes' own JSON (re-importable), CSV (one row per card, for spreadsheets) or an HTML snapshot (one read-only
 * page of the open board that opens anywhere, with no server: issue 27 item 3).
 */
export type ExportKind = 'json' | 'csv' | 'html';

const FILES: Record<ExportKind, { extension: 'lanes.json' | 'csv' | 'html'; type: string }> = {
  json: { extension: 'lanes.json', type: 'application/json' },
  csv: { extension: 'csv', type: 'text/csv;charset=utf-8' },
  html: { extension: 'html', type: 'text/html;charset=utf-8' },
};

export type ExportState =
  | { step: 'idle' }
  | { step: 'working'; phase: 'board' | 'details' | 'file'; done: number; total: number }
  | {
      step: 'done';
      kind: ExportKind;
      fileName: string;
      cards: number;
      /** Cards left out because their list could not be read (archived lists, when the backend cannot read them). */
      skippedCards: number;
      /** Whether archived lists and cards could be read and are in the file. */
      archivedIncluded: boolean;
    }
  | { step: 'failed'; error: unknown };

/** The snapshot page's words in the current language, made at `now`. */
function snapshotWords(now: Date): SnapshotWords {
  const t = i18next.getFixedT(null, 'export');
  return {
    lang: formatLanguage(),
    footer: t('snapshot.footer', { date: formatDate(now, 'day') }),
    due: t('snapshot.due'),
    done: t('snapshot.done'),
    yes: t('snapshot.yes'),
    no: t('snapshot.no'),
    formatDate: (iso) => formatDate(Date.parse(iso), 'medium'),
  };
}

/** Returns the state and `start(kind)`, which runs the whole export and never throws. `nameOf` names assignees. */
export function useBoardExport(
  boardId: string,
  nameOf: (uid: string) => string,
): { state: ExportState; start: (kind: ExportKind) => Promise<void> } {
  const { boards, files } = useBackend();
  const [state, setState] = useState<ExportState>({ step: 'idle' });

  const start = async (kind: ExportKind) => {
    const working = (phase: 'board' | 'details' | 'file', done = 0, total = 0) =>
      setState({ step: 'working', phase, done, total });
    try {
      working('board');
      const { board, lists, cards, archivedIncluded } = await readBoard(boards, boardId, kind === 'json');
      const now = new Date();
      let text: string;
      let skippedCards = 0;
      let cardCount: number;
      if (kind === 'csv') {
        working('file');
        text = boardToCsv(board, lists, cards, { nameOf });
        const open = new Set(lists.filter((l) => l.archivedAt === null).map((l) => l.id));
        cardCount = cards.filter((c) => c.archivedAt === null && open.has(c.listId)).length;
      } else {
        const contents = await readDetails(boards, { board, lists, cards, archivedIncluded }, (done, total) =>
          working('details', done, total),
        );
        working('file');
        const built = boardFile(contents, nameOf, now.getTime());
        // The snapshot carries its uploaded images inside (snapshot-images.ts); without a files port, none.
        const images = kind === 'html' && files ? await snapshotImages(files, built.file) : undefined;
        text =
          kind === 'html'
            ? snapshotHtml(built.file, snapshotWords(now), images)
            : lanesExportText(built.file);
        skippedCards = built.skippedCards;
        cardCount = built.file.cards.length;
      }
      const fileName = exportFileName(board.title, now, FILES[kind].extension);
      saveTextFile(fileName, text, FILES[kind].type);
      setState({ step: 'done', kind, fileName, cards: cardCount, skippedCards, archivedIncluded });
    } catch (error) {
      setState({ step: 'failed', error });
    }
  };
  return { state, start };
}

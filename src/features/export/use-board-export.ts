/**
 * Exporting a board as a state machine for the dialog: read the board, its lists and cards (three reads), for
 * JSON also each card's comments and attachments (one read per card that has any: the ports read them per card),
 * build the file with the pure mappers of domain/export, and hand it to the browser.
 */
import { useState } from 'react';
import i18next from 'i18next';
import { useBackend } from '../../backend/context';
import type { BoardsPort } from '../../backend/ports';
import { mapLimited, readOnce } from '../../backend/read-once';
import { AppError } from '../../domain/errors';
import { boardToCsv } from '../../domain/export/csv';
import { buildLanesExport, lanesExportText } from '../../domain/export/to-lanes-json';
import type { Attachment, Board, Card, Comment, List } from '../../domain/model';
import { exportFileName, saveTextFile } from './save-file';

/** Lanes' own JSON (re-importable) or CSV (one row per card, for spreadsheets). */
export type ExportKind = 'json' | 'csv';

/** Per-card reads in flight at once. */
export const EXPORT_READ_CONCURRENCY = 8;

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

interface BoardRead {
  board: Board;
  lists: List[];
  cards: Card[];
  archivedIncluded: boolean;
}

async function readBoard(boards: BoardsPort, boardId: string, withArchived: boolean): Promise<BoardRead> {
  const [board, lists, cards, oldLists, oldCards] = await Promise.all([
    readOnce<Board | null>((o) => boards.watchBoard(boardId, o)),
    readOnce<List[]>((o) => boards.watchLists(boardId, o)),
    readOnce<Card[]>((o) => boards.watchCards(boardId, o)),
    withArchived ? readOnce<List[]>((o) => boards.watchArchivedLists(boardId, o)) : [],
    withArchived ? readOnce<Card[]>((o) => boards.watchArchivedCards(boardId, o)) : [],
  ]);
  if (!board) throw new AppError('not-found', i18next.t('export:gone'));
  return {
    board,
    lists: [...lists, ...oldLists],
    cards: [...cards, ...oldCards],
    archivedIncluded: withArchived,
  };
}

/** Returns the state and `start(kind)`, which runs the whole export and never throws. `nameOf` names assignees. */
export function useBoardExport(
  boardId: string,
  nameOf: (uid: string) => string,
): { state: ExportState; start: (kind: ExportKind) => Promise<void> } {
  const { boards } = useBackend();
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
        const needing = cards.filter((c) => c.counts.comments > 0 || c.counts.attachments > 0);
        working('details', 0, needing.length);
        const details = await mapLimited(
          needing,
          EXPORT_READ_CONCURRENCY,
          async (card) =>
            Promise.all([
              card.counts.comments > 0
                ? readOnce<Comment[]>((o) => boards.watchComments(boardId, card.id, o))
                : [],
              card.counts.attachments > 0
                ? readOnce<Attachment[]>((o) => boards.watchAttachments(boardId, card.id, o))
                : [],
            ]),
          (done, total) => working('details', done, total),
        );
        working('file');
        const built = buildLanesExport(
          {
            board,
            lists,
            cards,
            // A comment stores no name of its own (issue 28 item 4.4): the file carries its author's current name,
            // which an import of it then shows.
            comments: details.flatMap(([comments]) =>
              comments.map((c) => ({ ...c, authorName: c.authorName ?? nameOf(c.authorUid) })),
            ),
            attachments: details.flatMap(([, attachments]) => attachments),
          },
          now.getTime(),
        );
        text = lanesExportText(built.file);
        skippedCards = built.skippedCards;
        cardCount = built.file.cards.length;
      }
      const fileName = exportFileName(board.title, now, kind === 'json' ? 'lanes.json' : 'csv');
      saveTextFile(fileName, text, kind === 'json' ? 'application/json' : 'text/csv;charset=utf-8');
      setState({ step: 'done', kind, fileName, cards: cardCount, skippedCards, archivedIncluded });
    } catch (error) {
      setState({ step: 'failed', error });
    }
  };
  return { state, start };
}

/**
 * "Copy board" (issue 27 item 5) as a state machine for its dialog: read the board as its own Lanes board file
 * (`read`, composed by the app from the export feature), keep what the person chose (domain/export/copy-board.ts),
 * then import that file as a new board exactly as the import dialog does (use-trello-import.ts: mapped in the
 * worker, written whole or not at all, Cancel rolls it back). A copy is therefore as fast as importing the board's
 * export, plus the reads.
 */
import { useRef, useState } from 'react';
import { needsCardDetails, trimForCopy, type CopyChoices } from '../../domain/export/copy-board';
import type { LanesExport } from '../../domain/export/lanes-format';
import { useTrelloImport, type ImportState } from './use-trello-import';

/**
 * Reads the board to copy as a Lanes board file: its open lists and cards, and each card's comments and
 * attachments when `withDetails`; `onProgress(done, total)` counts the cards whose details were read, and a throw
 * from it stops the read.
 */
export type ReadBoardFile = (
  withDetails: boolean,
  onProgress: (done: number, total: number) => void,
) => Promise<LanesExport>;

/** The copy's state: reading the board (cards read of those with comments or attachments), then the import's. */
export type CopyState =
  | Exclude<ImportState, { step: 'working' | 'done' }>
  /** `ms`: the whole copy; `readMs`: its first part, the board read and its file made (ms). */
  | (Extract<ImportState, { step: 'done' }> & { readMs: number })
  | { step: 'reading'; done: number; total: number }
  | Extract<ImportState, { step: 'working' }>;

/** The board's members joining the copy, once it is made (only when asked for). */
export type MembersState =
  { step: 'adding' } | { step: 'added'; count: number } | { step: 'failed'; error: unknown };

/**
 * Adds the members of the board copied to the copy `boardId` (the app's CallsPort `copyMembers`); resolves with
 * how many joined.
 */
export type CopyMembers = (boardId: string) => Promise<number>;

/** Thrown into the read when the person pressed Cancel. */
class Cancelled extends Error {}

/**
 * Returns the state, `start(choices, title, members)` (never throws) and `cancel()`. Once done, `ms` is the whole
 * copy's time: the read and the import. With `members`, the copy's members are added after it is made: `members`'
 * state says how that went (a failure there leaves the copy as made).
 */
export function useBoardCopy(read: ReadBoardFile): {
  state: CopyState;
  members: MembersState | null;
  start: (choices: CopyChoices, title: string, members?: CopyMembers) => Promise<void>;
  cancel: () => void;
} {
  const importer = useTrelloImport('board_copy');
  // The read's own state; null once the import has the file (its state shows then).
  const [reading, setReading] = useState<CopyState | null>(null);
  const cancelled = useRef(false);
  const [readMs, setReadMs] = useState(0);
  const [members, setMembers] = useState<MembersState | null>(null);

  const start = async (choices: CopyChoices, title: string, copyMembers?: CopyMembers) => {
    const started = performance.now();
    performance.mark('lanes:copy:start');
    cancelled.current = false;
    setReading({ step: 'reading', done: 0, total: 0 });
    let file: LanesExport;
    try {
      file = await read(needsCardDetails(choices), (done, total) => {
        if (cancelled.current) throw new Cancelled();
        setReading({ step: 'reading', done, total });
      });
      if (cancelled.current) throw new Cancelled();
      performance.mark('lanes:copy:file');
    } catch (error) {
      setReading(cancelled.current ? { step: 'cancelled', kept: 0 } : { step: 'failed', error, kept: 0 });
      return;
    }
    const text = JSON.stringify(trimForCopy(file, choices, title));
    performance.mark('lanes:copy:text');
    setReadMs(performance.now() - started);
    setReading(null);
    const boardIds = await importer.start(new File([text], 'board-copy.json', { type: 'application/json' }));
    const boardId = boardIds?.[0];
    if (!copyMembers || boardId === undefined) return;
    setMembers({ step: 'adding' });
    try {
      setMembers({ step: 'added', count: await copyMembers(boardId) });
    } catch (error) {
      setMembers({ step: 'failed', error });
    }
  };

  const cancel = () => {
    cancelled.current = true;
    importer.cancel();
  };
  const state = reading ?? importer.state;
  return {
    state: state.step === 'done' ? { ...state, ms: readMs + state.ms, readMs } : state,
    members,
    start,
    cancel,
  };
}

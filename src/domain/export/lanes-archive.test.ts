// "Export all boards" (issue 28 item 2): the all-boards file goes back through the import dialog's reader as every
// board it holds, each equal to the board exported (ids aside); a broken board in it refuses the whole file.
import { describe, expect, it } from 'vitest';
import { mapBoardFiles } from '../import/board-file';
import type { BoardPlan } from '../import/plan';
import { planRows } from '../import/plan-rows';
import { mapTrelloExport } from '../import/trello';
import { buildLanesArchive, LANES_ARCHIVE_FORMAT } from './lanes-archive';
import { buildLanesExport, lanesExportText } from './to-lanes-json';

/** A small Trello export: `lists` lists titled by `name`, each with `perList` cards. */
function trello(name: string, lists: number, perList: number) {
  const listRows = Array.from({ length: lists }, (_, i) => ({
    id: `L${i}`,
    name: `${name} list ${i}`,
    pos: i,
  }));
  const cards = listRows.flatMap((list, i) =>
    Array.from({ length: perList }, (_, j) => ({
      id: `C${i}-${j}`,
      idList: list.id,
      name: `${name} ${i}.${j}`,
      pos: j,
    })),
  );
  return { name, lists: listRows, cards, labels: [], checklists: [], actions: [] };
}

/** What a person sees of a board: its title, and each list's title with its cards' titles, in order. */
function shown(plan: BoardPlan) {
  const ordered = <T extends { rank: string }>(rows: T[]) =>
    [...rows].sort((a, b) => (a.rank < b.rank ? -1 : 1));
  return {
    title: plan.board.title,
    lists: ordered(plan.lists).map((list) => ({
      title: list.title,
      cards: ordered(plan.cards.filter((card) => card.listId === list.id)).map((card) => card.title),
    })),
  };
}

const EXPORTED_AT = Date.UTC(2026, 10, 27);
const plans = [trello('Home', 2, 3), trello('Work', 3, 1), trello('Garden', 1, 0)].map(
  (raw) => mapTrelloExport(raw).plan,
);
const files = plans.map(
  (plan, i) =>
    buildLanesExport(planRows(plan, { boardId: `b${i}`, uid: 'u1', now: EXPORTED_AT }), EXPORTED_AT).file,
);

describe('the all-boards file', () => {
  it('reads back through the importer as every board, each as exported, in order', () => {
    const text = JSON.stringify(buildLanesArchive(files, EXPORTED_AT));
    const { source, boards } = mapBoardFiles(JSON.parse(text));
    expect(source).toBe('lanes');
    expect(boards.map((b) => shown(b.plan))).toEqual(plans.map(shown));
    expect(boards.every((b) => b.report.skipped.length === 0)).toBe(true);
  });

  it('is refused whole, naming the board, when one board in it is broken', () => {
    const broken = { ...files[1], lists: [{ id: '', title: 'x', rank: 'a0' }] };
    const archive = { ...buildLanesArchive(files, EXPORTED_AT), boards: [files[0], broken] };
    expect(() => mapBoardFiles(JSON.parse(JSON.stringify(archive)))).toThrow(/^Board 2: /);
  });

  it('is refused when it holds no board', () => {
    const empty = {
      format: LANES_ARCHIVE_FORMAT,
      version: 1,
      exportedAt: new Date(EXPORTED_AT).toISOString(),
      boards: [],
    };
    expect(() => mapBoardFiles(empty)).toThrow(expect.objectContaining({ code: 'import/invalid-file' }));
  });

  it('leaves a single board file as one board', () => {
    const [first] = files;
    if (!first) throw new Error('no board built');
    expect(mapBoardFiles(JSON.parse(lanesExportText(first))).boards).toHaveLength(1);
  });
});

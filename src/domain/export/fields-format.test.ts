// Custom fields through the Lanes board file (version 2) and the CSV: written, read back, version 1 still read.
import { describe, expect, it } from 'vitest';
import type { CustomFields } from '../custom-fields/schema';
import { orderedFields } from '../custom-fields/values';
import { sampleBoard, sampleCard, sampleList } from '../samples';
import { boardToCsv } from './csv';
import { mapLanesExport } from './from-lanes-json';
import { buildLanesExport, lanesExportText } from './to-lanes-json';

const T = Date.UTC(2026, 10, 24, 9);
const customFields: CustomFields = {
  prio: {
    name: 'Priority',
    type: 'dropdown',
    rank: 'a1',
    options: [
      { id: 'hi', name: 'High', color: 'red' },
      { id: 'lo', name: 'Low', color: 'green' },
    ],
    showOnCard: true,
  },
  est: { name: 'Estimate', type: 'number', rank: 'a0', options: [], showOnCard: false },
  ship: { name: 'Ship on', type: 'date', rank: 'a2', options: [], showOnCard: false },
  ok: { name: 'Approved', type: 'checkbox', rank: 'a3', options: [], showOnCard: false },
  note: { name: 'Note', type: 'text', rank: 'a4', options: [], showOnCard: false },
};
const board = sampleBoard({ customFields });
const lists = [sampleList()];
const cards = [
  sampleCard({
    id: 'c1',
    title: 'Paint',
    fields: { prio: 'hi', est: 2.5, ship: T, ok: true, note: 'blue, "sky"' },
  }),
  // A value of a field since deleted, and one of the wrong kind: neither is exported.
  sampleCard({ id: 'c2', rank: 'a1', title: 'Sand', fields: { prio: 'lo', gone: 'x', est: 'many' } }),
];

function roundTrip() {
  const { file } = buildLanesExport({ board, lists, cards, comments: [], attachments: [] }, T);
  return { file, ...mapLanesExport(JSON.parse(lanesExportText(file))) };
}

describe('custom fields in the Lanes board file', () => {
  it('writes version 2 with the fields in order and values by field id, dates as ISO times', () => {
    const { file } = roundTrip();
    expect(file.version).toBe(2);
    expect(file.board.customFields.map((f) => f.name)).toEqual([
      'Estimate',
      'Priority',
      'Ship on',
      'Approved',
      'Note',
    ]);
    expect(file.cards[0]?.fields).toEqual({
      prio: 'hi',
      est: 2.5,
      ship: '2026-11-24T09:00:00.000Z',
      ok: true,
      note: 'blue, "sky"',
    });
    expect(file.cards[1]?.fields).toEqual({ prio: 'lo' });
  });

  it('reads them back: same names, types, options and order, the same values on the same cards', () => {
    const { plan, report } = roundTrip();
    const fields = plan.board.customFields ?? {};
    expect(orderedFields(fields).map((f) => [f.id, f.name, f.type])).toEqual([
      ['est', 'Estimate', 'number'],
      ['prio', 'Priority', 'dropdown'],
      ['ship', 'Ship on', 'date'],
      ['ok', 'Approved', 'checkbox'],
      ['note', 'Note', 'text'],
    ]);
    expect(fields.prio?.options.map((o) => o.name)).toEqual(['High', 'Low']);
    expect(plan.cards.find((c) => c.title === 'Paint')?.fields).toEqual(cards[0]?.fields);
    expect(plan.cards.find((c) => c.title === 'Sand')?.fields).toEqual({ prio: 'lo' });
    expect(report.customFields).toBe(5);
  });

  it('leaves out values that do not fit their field and says how many', () => {
    const { file } = roundTrip();
    file.cards[1] = { ...file.cards[1]!, fields: { prio: 'no-such-option', est: 3, nope: 'x' } };
    const { plan, report } = mapLanesExport(file);
    expect(plan.cards.find((c) => c.title === 'Sand')?.fields).toEqual({ est: 3 });
    expect(report.skipped).toContainEqual({ kind: 'lanesFieldValues', count: 2 });
  });

  it('still reads a version 1 file, which has no custom fields', () => {
    const { file } = roundTrip();
    const v1 = JSON.parse(lanesExportText(file)) as Record<string, unknown> & {
      board: Record<string, unknown>;
      cards: Record<string, unknown>[];
    };
    v1.version = 1;
    delete v1.board.customFields;
    for (const card of v1.cards) delete card.fields;
    const { plan } = mapLanesExport(v1);
    expect(plan.board.customFields).toBeUndefined();
    expect(plan.cards.every((c) => c.fields === undefined)).toBe(true);
  });
});

describe('custom fields in the CSV', () => {
  it('adds one column per field, named after it, in the board order', () => {
    const csv = boardToCsv(board, lists, cards);
    const [header, first, second] = csv.split('\r\n');
    expect(header).toBe(
      'List,Title,Labels,Members,Due,Done,Checklist,Description,Blocked by,Estimate,Priority,Ship on,Approved,Note',
    );
    expect(first).toBe('List,Paint,,,,no,,,,2.5,High,2026-11-24T09:00:00.000Z,yes,"blue, ""sky"""');
    expect(second).toBe('List,Sand,,,,no,,,,,Low,,no,');
  });
});

// Trello custom fields on a small export written for this test (trello-custom-fields.sample.json).
import sampleJson from './trello-custom-fields.sample.json';
import { describe, expect, it } from 'vitest';
import { orderedFields } from '../custom-fields/values';
import { mapTrelloExport } from './trello';

/** A fresh copy of the sample export, for a test to change. */
const sample = (): Record<string, unknown> & { customFields: unknown[] } => structuredClone(sampleJson);

describe('Trello custom fields', () => {
  it('imports the fields in pos order with their types, options (in pos order, with colours) and tile setting', () => {
    const { plan, report } = mapTrelloExport(sample());
    const fields = orderedFields(plan.board.customFields ?? {});
    expect(fields.map((f) => [f.name, f.type, f.showOnCard])).toEqual([
      ['Priority', 'dropdown', true],
      ['Estimate', 'number', false],
      ['Ship date', 'date', false],
      ['Approved', 'checkbox', false],
      ['Owner note', 'text', false],
    ]);
    expect(fields[0]?.options.map((o) => [o.name, o.color])).toEqual([
      ['High', 'red'],
      ['Low', 'green'],
      ['Someday', 'gray'],
    ]);
    expect(report.customFields).toBe(5);
  });

  it('puts each card its values, read as their field types', () => {
    const { plan } = mapTrelloExport(sample());
    const fields = orderedFields(plan.board.customFields ?? {});
    const id = (name: string) => fields.find((f) => f.name === name)?.id ?? '';
    const high = fields[0]?.options[0]?.id;
    const press = plan.cards.find((c) => c.title === 'Write the press release');
    expect(press?.fields).toEqual({
      [id('Priority')]: high,
      [id('Estimate')]: 3.5,
      [id('Ship date')]: Date.UTC(2026, 11, 1, 9),
      [id('Approved')]: true,
      // One line: Lanes' text fields hold no line breaks.
      [id('Owner note')]: 'Ask Ana first',
    });
    expect(plan.cards.find((c) => c.title === 'Pick a date')?.fields).toBeUndefined();
  });

  it('reports what it could not bring (worded in import-text.test.ts)', () => {
    const { report } = mapTrelloExport(sample());
    // "lots" is not a number and fGone is no field; an unticked box is simply no value.
    expect(report.skipped).toContainEqual({ kind: 'customFieldValue', count: 2 });
    expect(report.skipped).toContainEqual({ kind: 'longFieldText', count: 1 });
  });

  it('keeps the first 50 fields (Trello limit) and counts the rest and kinds Lanes lacks', () => {
    const raw = sample();
    raw.customFields = [
      ...Array.from({ length: 52 }, (_, i) => ({ id: `f${i}`, name: `F${i}`, type: 'text', pos: i })),
      { id: 'weird', name: 'Rating', type: 'stars', pos: 99 },
    ];
    const { plan, report } = mapTrelloExport(raw);
    expect(Object.keys(plan.board.customFields ?? {})).toHaveLength(50);
    expect(report.skipped).toContainEqual({ kind: 'customField', count: 3 });
  });
});

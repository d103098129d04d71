import { describe, expect, it } from 'vitest';
import { isAppError } from '../errors';
import { boardPatchSchema, cardPatchSchema } from '../inputs';
import { addField, addOption, changeField, deleteField, moveField, moveOption } from './edit';
import { customFieldsSchema, fieldValueSchema, fieldValuesSchema, type CustomFields } from './schema';
import { checkValues, compareValues, orderedFields, valueFor, withValue } from './values';

function board(n: number): CustomFields {
  let fields: CustomFields = {};
  for (let i = 0; i < n; i++) fields = addField(fields, `Field ${i}`, 'text', `f${i}`).fields;
  return fields;
}

function thrownCode(run: () => unknown): string | undefined {
  try {
    run();
  } catch (e) {
    return isAppError(e) ? e.code : 'not an AppError';
  }
  return undefined;
}

describe('custom field definitions', () => {
  it('adds fields at the end, moves them and deletes them', () => {
    let fields = board(3);
    expect(orderedFields(fields).map((f) => f.id)).toEqual(['f0', 'f1', 'f2']);
    fields = moveField(fields, 'f2', -1);
    expect(orderedFields(fields).map((f) => f.id)).toEqual(['f0', 'f2', 'f1']);
    expect(moveField(fields, 'f0', -1)).toBe(fields);
    fields = changeField(deleteField(fields, 'f0'), 'f1', { name: 'Renamed', showOnCard: true });
    expect(orderedFields(fields).map((f) => [f.id, f.name, f.showOnCard])).toEqual([
      ['f2', 'Field 2', false],
      ['f1', 'Renamed', true],
    ]);
  });

  it('refuses a 51st field (Trello limits.customFields.perBoard) and a 101st option', () => {
    expect(thrownCode(() => addField(board(50), 'One more', 'number'))).toBe('limit-exceeded');
    expect(customFieldsSchema.safeParse(board(50)).success).toBe(true);
    const tooMany = {
      ...board(50),
      extra: { name: 'x', type: 'text', rank: 'b0', options: [], showOnCard: false },
    };
    expect(customFieldsSchema.safeParse(tooMany).success).toBe(false);
    let options = addOption([], 'First');
    for (let i = 1; i < 100; i++) options = addOption(options, `Option ${i}`);
    expect(options).toHaveLength(100);
    expect(thrownCode(() => addOption(options, 'Too many'))).toBe('limit-exceeded');
    expect(boardPatchSchema.safeParse({ customFields: tooMany }).success).toBe(false);
  });

  it('gives options colours in turn and reorders them', () => {
    const options = addOption(addOption([], 'High', 'hi'), 'Low', 'lo');
    expect(options.map((o) => o.color)).toEqual(['green', 'yellow']);
    expect(moveOption(options, 'lo', -1).map((o) => o.id)).toEqual(['lo', 'hi']);
  });
});

describe('custom field values', () => {
  const fields: CustomFields = {
    ...addField({}, 'Note', 'text', 'note').fields,
    ...addField({}, 'Size', 'number', 'size').fields,
    ...addField({}, 'Done', 'checkbox', 'done').fields,
    prio: {
      name: 'Priority',
      type: 'dropdown',
      rank: 'a5',
      options: [
        { id: 'hi', name: 'High', color: 'red' },
        { id: 'lo', name: 'Low', color: 'green' },
      ],
      showOnCard: false,
    },
  };

  it('accepts one line of up to 1,000 characters, finite numbers and booleans', () => {
    expect(fieldValueSchema.safeParse('x'.repeat(1000)).success).toBe(true);
    expect(fieldValueSchema.safeParse('x'.repeat(1001)).success).toBe(false);
    expect(fieldValueSchema.safeParse('two\nlines').success).toBe(false);
    expect(fieldValueSchema.safeParse(Number.POSITIVE_INFINITY).success).toBe(false);
    expect(fieldValueSchema.safeParse(null).success).toBe(false);
    expect(fieldValuesSchema.safeParse({ 'bad.key': 'x' }).success).toBe(false);
    expect(cardPatchSchema.safeParse({ fields: { note: 'ok', size: 3, done: true } }).success).toBe(true);
  });

  it('reads a value as its field type, and a value of the wrong kind as none', () => {
    expect(valueFor(fields.size!, 3)).toEqual({ type: 'number', value: 3 });
    expect(valueFor(fields.size!, 'three')).toBeUndefined();
    expect(valueFor(fields.prio!, 'gone')).toBeUndefined();
    expect(valueFor(fields.done!, false)).toBeUndefined();
    expect(valueFor(fields.note!, '')).toBeUndefined();
  });

  it('sets and clears one value and drops values of fields no longer on the board', () => {
    const values = { note: 'a', deleted: 'old' };
    expect(withValue(values, fields, 'size', 5)).toEqual({ note: 'a', size: 5 });
    expect(withValue(values, fields, 'note', '')).toEqual({});
    expect(withValue(values, fields, 'done', false)).toEqual({ note: 'a' });
  });

  it('refuses values of unknown fields or of the wrong kind (what the adapters check)', () => {
    expect(
      thrownCode(() => checkValues(fields, { note: 'fine', size: 2, prio: 'hi', done: true })),
    ).toBeUndefined();
    expect(thrownCode(() => checkValues(fields, { nope: 'x' }))).toBe('invalid-argument');
    expect(thrownCode(() => checkValues(fields, { size: 'two' }))).toBe('invalid-argument');
    expect(thrownCode(() => checkValues(fields, { prio: 'unknown-option' }))).toBe('invalid-argument');
  });

  it('orders dropdowns by option order, numbers by size, ticked boxes first', () => {
    const collate = (a: string, b: string) => a.localeCompare(b);
    expect(
      compareValues(
        fields.prio!,
        { type: 'dropdown', value: 'lo' },
        { type: 'dropdown', value: 'hi' },
        collate,
      ),
    ).toBeGreaterThan(0);
    expect(
      compareValues(fields.size!, { type: 'number', value: 2 }, { type: 'number', value: 10 }, collate),
    ).toBeLessThan(0);
    expect(
      compareValues(
        fields.done!,
        { type: 'checkbox', value: true },
        { type: 'checkbox', value: false },
        collate,
      ),
    ).toBeLessThan(0);
  });
});

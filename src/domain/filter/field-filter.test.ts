import { describe, expect, it } from 'vitest';
import type { CustomFields } from '../custom-fields/schema';
import { sampleCard } from '../samples';
import { compileFilter, EMPTY_FILTER, isFilterActive, normalizeText } from './card-filter';
import { readFilterParams } from './filter-params';
import { compileFieldFilter, dayStart, parseCriterion, toDay, type FieldCriterion } from './field-filter';

const fields: CustomFields = {
  prio: {
    name: 'Priority',
    type: 'dropdown',
    rank: 'a0',
    options: [
      { id: 'hi', name: 'High', color: 'red' },
      { id: 'lo', name: 'Low', color: 'green' },
    ],
    showOnCard: true,
  },
  ok: { name: 'Approved', type: 'checkbox', rank: 'a1', options: [], showOnCard: false },
  est: { name: 'Estimate', type: 'number', rank: 'a2', options: [], showOnCard: false },
  ship: { name: 'Ship on', type: 'date', rank: 'a3', options: [], showOnCard: false },
  note: { name: 'Note', type: 'text', rank: 'a4', options: [], showOnCard: false },
};

const cards = {
  high: sampleCard({ id: 'high', fields: { prio: 'hi', ok: true, est: 8, note: 'Crème brûlée' } }),
  low: sampleCard({ id: 'low', fields: { prio: 'lo', est: 2, ship: dayStart('2026-11-30') } }),
  none: sampleCard({ id: 'none' }),
  // A value of the wrong kind (a number in a dropdown) reads as no value.
  odd: sampleCard({ id: 'odd', fields: { prio: 3, est: 'eight' } }),
};

function kept(criteria: FieldCriterion[]): string[] {
  const test = compileFieldFilter(criteria, fields, normalizeText);
  return Object.values(cards)
    .filter((card) => (test ? test(card) : true))
    .map((card) => card.id);
}

const c = (fieldId: string, op: FieldCriterion['op'], value: string): FieldCriterion => ({
  fieldId,
  op,
  value,
});

describe('custom field filter', () => {
  it('keeps cards whose dropdown holds one of the chosen options, or none', () => {
    expect(kept([c('prio', 'is', 'hi')])).toEqual(['high']);
    expect(kept([c('prio', 'is', 'hi'), c('prio', 'is', 'lo')])).toEqual(['high', 'low']);
    expect(kept([c('prio', 'is', 'none')])).toEqual(['none', 'odd']);
  });

  it('filters checkboxes ticked and unticked (an absent tick counts as unticked)', () => {
    expect(kept([c('ok', 'is', 'true')])).toEqual(['high']);
    expect(kept([c('ok', 'is', 'false')])).toEqual(['low', 'none', 'odd']);
  });

  it('keeps numbers within a range, both ends included, and leaves out cards without a number', () => {
    expect(kept([c('est', 'min', '2'), c('est', 'max', '8')])).toEqual(['high', 'low']);
    expect(kept([c('est', 'min', '3')])).toEqual(['high']);
    expect(kept([c('est', 'max', '2')])).toEqual(['low']);
  });

  it('keeps dates within a range of local days, the last day included', () => {
    expect(kept([c('ship', 'min', '2026-11-30'), c('ship', 'max', '2026-11-30')])).toEqual(['low']);
    expect(kept([c('ship', 'max', '2026-11-29')])).toEqual([]);
    expect(toDay(dayStart('2026-02-28'))).toBe('2026-02-28');
  });

  it('matches text that contains the words, ignoring case and accents', () => {
    expect(kept([c('note', 'has', 'CREME')])).toEqual(['high']);
    expect(kept([c('note', 'has', 'tart')])).toEqual([]);
  });

  it('combines fields with AND and ignores fields the board no longer has', () => {
    expect(kept([c('prio', 'is', 'hi'), c('est', 'max', '5')])).toEqual([]);
    expect(compileFieldFilter([c('gone', 'is', 'x')], fields, normalizeText)).toBeNull();
  });

  it('reads criteria from the URL and drops malformed ones', () => {
    expect(parseCriterion('F1.min.2026-01-01')).toEqual({ fieldId: 'F1', op: 'min', value: '2026-01-01' });
    expect(parseCriterion('F1.between.1')).toBeNull();
    expect(parseCriterion('F1.is.')).toBeNull();
    const filter = readFilterParams(new URLSearchParams('cf=prio.is.hi&cf=bad&cf=est.max.5'));
    expect(filter.fields).toEqual([c('prio', 'is', 'hi'), c('est', 'max', '5')]);
    expect(isFilterActive(filter)).toBe(true);
    expect(isFilterActive(EMPTY_FILTER)).toBe(false);
  });

  it('applies with the rest of the board filter when the context gives the definitions', () => {
    const filter = { ...EMPTY_FILTER, fields: [c('prio', 'is', 'lo')] };
    const test = compileFilter(filter, { now: 0, me: null, customFields: fields });
    expect(
      Object.values(cards)
        .filter(test)
        .map((card) => card.id),
    ).toEqual(['low']);
  });
});

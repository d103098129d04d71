// The stored form of custom field values, and the one regular expression firestore.rules checks them with.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { FieldValues } from './schema';
import {
  decodeFieldValues,
  encodeFieldValues,
  FIELD_VALUE_PATTERN,
  FIELD_VALUES_PATTERN,
} from './stored-values';

/** What validFieldValues in firestore.rules does, in JavaScript (RE2 and JS agree on this pattern). */
function rulesAccept(stored: Record<string, unknown>): boolean {
  const values = Object.values(stored);
  if (values.length > 50) return false;
  if (values.length === 0) return true;
  if (!values.every((v) => typeof v === 'string')) return false;
  const joined = values.join('\n');
  return (
    joined.split('\n').length === values.length && new RegExp(`^(?:${FIELD_VALUES_PATTERN})$`).test(joined)
  );
}

describe('custom field values in Firestore', () => {
  it('round-trips every kind of value', () => {
    const values: FieldValues = {
      note: 'Ask Ana, then "Bob"',
      empty: '',
      est: -2.5,
      big: 1e21,
      tiny: 1.5e-7,
      when: Date.UTC(2026, 10, 24),
      ok: true,
      no: false,
      prio: 'Xy12',
    };
    const stored = encodeFieldValues(values);
    expect(stored.note).toBe('sAsk Ana, then "Bob"');
    expect(stored.ok).toBe('b1');
    expect(decodeFieldValues(stored)).toEqual(values);
    expect(rulesAccept(stored)).toBe(true);
  });

  it('is what the rules accept, and the rules refuse what is not one value of one line', () => {
    expect(rulesAccept({ a: `s${'x'.repeat(1000)}` })).toBe(true);
    expect(rulesAccept({ a: `s${'x'.repeat(1001)}` })).toBe(false);
    // A text smuggling line feeds to pass as several short values.
    expect(rulesAccept({ a: `s${'x'.repeat(900)}\ns${'x'.repeat(900)}` })).toBe(false);
    expect(rulesAccept({ a: 'n12abc' })).toBe(false);
    expect(rulesAccept({ a: 'nNaN' })).toBe(false);
    expect(rulesAccept({ a: 'b2' })).toBe(false);
    expect(rulesAccept({ a: 12 })).toBe(false);
    expect(rulesAccept(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`f${i}`, 'b1'])))).toBe(
      false,
    );
  });

  it('reads unreadable stored values as no value, keeping the rest', () => {
    expect(decodeFieldValues({ a: 'n3', b: 'x?', c: 7, d: 'b1' })).toEqual({ a: 3, d: true });
    expect(decodeFieldValues(undefined)).toBeUndefined();
  });

  it('uses the very pattern firestore.rules holds', () => {
    const rules = readFileSync(new URL('../../../firestore.rules', `file://${__filename}`), 'utf8');
    expect(rules).toContain(`return '${FIELD_VALUE_PATTERN}';`);
  });
});

/**
 * The custom-field part of a board filter: per field, a dropdown option (or "no value"), ticked or not, a number or
 * date range, text contains. In the URL each criterion is one `cf` parameter, `<fieldId>.<op>.<value>`:
 * `cf=F1.is.OPT` (repeat for alternatives), `cf=F1.is.none`, `cf=F2.is.true`, `cf=F3.min.5`, `cf=F3.max.10`,
 * `cf=F4.min.2026-11-01` (a date range by local days, both ends included), `cf=F5.has.paint`.
 * Criteria on one field combine: its `is` values are alternatives, its `min`, `max` and `has` must all hold; fields
 * combine with AND, as the filter's other criteria do. A criterion naming a field the board no longer has is ignored.
 */
import type { CustomFields } from '../custom-fields/schema';
import { valueFor } from '../custom-fields/values';
import type { Card } from '../model';

export const FIELD_OPS = ['is', 'min', 'max', 'has'] as const;
export type FieldOp = (typeof FIELD_OPS)[number];

/** One criterion on one custom field. `value` is as the URL has it (an option id, a number, a yyyy-mm-dd day…). */
export interface FieldCriterion {
  fieldId: string;
  op: FieldOp;
  value: string;
}

/** The `is` value for cards without a value in the field. */
export const NO_VALUE = 'none';

const CRITERION = /^([A-Za-z0-9]{1,128})\.(is|min|max|has)\.(.*)$/s;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A `cf` parameter read as a criterion, or null when it is not one. */
export function parseCriterion(param: string): FieldCriterion | null {
  const m = CRITERION.exec(param);
  if (!m || m[3] === undefined || m[3].trim() === '') return null;
  return { fieldId: m[1] ?? '', op: m[2] as FieldOp, value: m[3] };
}

/** A criterion as its `cf` parameter. */
export function criterionParam(c: FieldCriterion): string {
  return `${c.fieldId}.${c.op}.${c.value}`;
}

/** Local midnight starting day `yyyy-mm-dd`, or NaN. `endOfDay` gives the midnight after it (exclusive end). */
export function dayStart(day: string, endOfDay = false): number {
  const m = DAY.exec(day);
  if (!m) return NaN;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + (endOfDay ? 1 : 0)).getTime();
}

/** Epoch ms `ms` as the local day `yyyy-mm-dd` (what a date input holds). */
export function toDay(ms: number): string {
  const d = new Date(ms);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

type Test = (card: Card) => boolean;

/** The test of one field's criteria, or null when the field is not on the board (then nothing is filtered). */
function fieldTest(
  fields: CustomFields,
  fieldId: string,
  criteria: readonly FieldCriterion[],
  normalize: (text: string) => string,
): Test | null {
  const field = fields[fieldId];
  if (!field) return null;
  const is = new Set(criteria.filter((c) => c.op === 'is').map((c) => c.value));
  const bound = (op: 'min' | 'max') => {
    const raw = criteria.find((c) => c.op === op)?.value;
    if (raw === undefined) return null;
    const n = field.type === 'date' ? dayStart(raw, op === 'max') : Number(raw);
    return Number.isFinite(n) ? n : null;
  };
  const min = bound('min');
  const max = bound('max');
  const has = criteria.filter((c) => c.op === 'has').map((c) => normalize(c.value.trim()));
  return (card) => {
    const typed = valueFor(field, card.fields?.[fieldId]);
    if (is.size > 0) {
      const key = typed === undefined ? NO_VALUE : String(typed.value);
      // An unticked checkbox is "false" as much as "no value".
      const unticked = field.type === 'checkbox' && typed === undefined && is.has('false');
      if (!is.has(key) && !unticked) return false;
    }
    if (min !== null || max !== null) {
      if (typed === undefined || typeof typed.value !== 'number') return false;
      if (min !== null && typed.value < min) return false;
      // A date range's end is the midnight after its last day: exclusive.
      if (max !== null && (field.type === 'date' ? typed.value >= max : typed.value > max)) return false;
    }
    if (has.length > 0) {
      if (typed === undefined || typeof typed.value !== 'string') return false;
      const text = normalize(typed.value);
      if (!has.every((h) => text.includes(h))) return false;
    }
    return true;
  };
}

/**
 * The criteria as one test on a card (true when none applies). `normalize` is the filter's text normaliser, so
 * "has" ignores case and accents as the search box does.
 */
export function compileFieldFilter(
  criteria: readonly FieldCriterion[],
  fields: CustomFields,
  normalize: (text: string) => string,
): Test | null {
  const byField = new Map<string, FieldCriterion[]>();
  for (const c of criteria) byField.set(c.fieldId, [...(byField.get(c.fieldId) ?? []), c]);
  const tests = [...byField]
    .map(([id, cs]) => fieldTest(fields, id, cs, normalize))
    .filter((t): t is Test => t !== null);
  if (tests.length === 0) return null;
  return (card) => tests.every((test) => test(card));
}

/**
 * Trello custom fields to Lanes custom fields: the board's `customFields` (text, number, date, checkbox, and "list"
 * as a dropdown with its options and colours, in `pos` order; `display.cardFront` as "show on card") and each card's
 * `customFieldItems` as its values. New ids throughout. What cannot come across is counted in the report: fields
 * past 50 (Trello's own limit) or of a kind Lanes lacks, values whose field or option is unknown or that do not read.
 */
import * as z from 'zod/mini';
import { newId } from '../ids';
import {
  CUSTOM_FIELD_NAME_MAX,
  CUSTOM_FIELD_OPTIONS_MAX,
  CUSTOM_FIELD_TEXT_MAX,
  CUSTOM_FIELDS_PER_BOARD,
} from '../limits';
import { keysBetween } from '../ordering';
import type { CustomField, CustomFields, FieldOption, FieldType, FieldValue } from '../custom-fields/schema';
import type { BoardPlan } from './plan';
import { byPos, colorName, shorten } from './trello-fields';
import type { TrelloExport } from './trello-schema';
import type { Skips } from './trello-skips';

const optString = z.nullish(z.string());
const pos = z.nullish(z.union([z.number(), z.string()]));

const trelloOptionSchema = z.object({
  id: z.string(),
  value: z.nullish(z.object({ text: optString })),
  color: optString,
  pos,
});

const trelloFieldSchema = z.object({
  id: z.string(),
  name: optString,
  type: z.string(),
  pos,
  display: z.nullish(z.object({ cardFront: z.nullish(z.boolean()) })),
  options: z.nullish(z.array(z.unknown())),
});

const trelloItemSchema = z.object({
  idCustomField: z.string(),
  idValue: optString,
  value: z.nullish(z.object({ text: optString, number: optString, date: optString, checked: optString })),
});

/** Trello's field types as Lanes'; others (none today) are left out. */
const TYPES: Record<string, FieldType> = {
  text: 'text',
  number: 'number',
  date: 'date',
  checkbox: 'checkbox',
  list: 'dropdown',
};

interface Mapped {
  id: string;
  field: CustomField;
  /** Trello option id → Lanes option id. */
  options: Map<string, string>;
}

const numberOf = (p: number | string | null | undefined): number | null => {
  const n = typeof p === 'string' ? Number(p) : p;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

function name(raw: string | null | undefined, fallback: string, skips: Skips): string {
  const text = (raw ?? '').trim();
  if (text.length > CUSTOM_FIELD_NAME_MAX) skips.add('longFieldName');
  return shorten(text, CUSTOM_FIELD_NAME_MAX) || fallback;
}

function mapOptions(
  raw: readonly unknown[],
  skips: Skips,
): { options: FieldOption[]; ids: Map<string, string> } {
  const parsed = raw.flatMap((o, index) => {
    const r = trelloOptionSchema.safeParse(o);
    return r.success ? [{ option: r.data, index, pos: numberOf(r.data.pos) }] : [];
  });
  const options: FieldOption[] = [];
  const ids = new Map<string, string>();
  for (const { option } of byPos(parsed).slice(0, CUSTOM_FIELD_OPTIONS_MAX)) {
    if (ids.has(option.id)) continue;
    const id = newId();
    ids.set(option.id, id);
    const color = option.color === 'none' ? 'gray' : colorName(option.color, 'gray');
    options.push({ id, name: name(option.value?.text, 'Untitled option', skips), color });
  }
  return { options, ids };
}

/** The board's fields, keyed by Trello field id; counts what is left out in `skips`. */
function mapFields(x: TrelloExport, skips: Skips): Map<string, Mapped> {
  const placed = (x.customFields ?? []).flatMap((raw, index) => {
    // Reported as null entries are everywhere else in the file (issue 17 item 15).
    if (raw === null) {
      skips.add('nullEntry', 1, 'customFields');
      return [];
    }
    const r = trelloFieldSchema.safeParse(raw);
    if (!r.success || !TYPES[r.data.type]) {
      skips.add('customField');
      return [];
    }
    return [{ field: r.data, index, pos: numberOf(r.data.pos) }];
  });
  const seen = new Set<string>();
  const kept = byPos(placed).filter(({ field }) => !seen.has(field.id) && seen.add(field.id));
  skips.add('customField', Math.max(0, kept.length - CUSTOM_FIELDS_PER_BOARD));
  const chosen = kept.slice(0, CUSTOM_FIELDS_PER_BOARD);
  const ranks = keysBetween(null, null, chosen.length);
  const mapped = new Map<string, Mapped>();
  chosen.forEach(({ field }, i) => {
    const type = TYPES[field.type] as FieldType;
    const { options, ids } =
      type === 'dropdown' ? mapOptions(field.options ?? [], skips) : { options: [], ids: new Map() };
    mapped.set(field.id, {
      id: newId(),
      field: {
        name: name(field.name, 'Untitled field', skips),
        type,
        rank: ranks[i] ?? 'a0',
        options,
        showOnCard: field.display?.cardFront === true,
      },
      options: ids,
    });
  });
  return mapped;
}

/** One Trello value as a Lanes value of `m`'s field, or undefined when it does not read. */
function valueOf(m: Mapped, item: z.output<typeof trelloItemSchema>, skips: Skips): FieldValue | undefined {
  const v = item.value;
  switch (m.field.type) {
    case 'dropdown':
      return item.idValue ? m.options.get(item.idValue) : undefined;
    case 'checkbox':
      return v?.checked === 'true' ? true : undefined;
    case 'number': {
      const n = v?.number == null || v.number.trim() === '' ? NaN : Number(v.number);
      return Number.isFinite(n) ? n : undefined;
    }
    case 'date': {
      const ms = v?.date ? Date.parse(v.date) : NaN;
      return Number.isFinite(ms) ? ms : undefined;
    }
    case 'text': {
      if (typeof v?.text !== 'string') return undefined;
      const line = v.text.replace(/\r\n|\r|\n/g, ' ');
      if (line !== v.text || line.length > CUSTOM_FIELD_TEXT_MAX) skips.add('longFieldText');
      return shorten(line, CUSTOM_FIELD_TEXT_MAX);
    }
  }
}

/**
 * Maps the custom fields of `x` and puts each imported card's values on it (`cards`, keyed by Trello card id).
 * Returns the definitions (empty when the file has none). Values of cards not imported are not counted.
 */
export function addCustomFields(
  x: TrelloExport,
  cards: ReadonlyMap<string, BoardPlan['cards'][number]>,
  skips: Skips,
): CustomFields {
  const mapped = mapFields(x, skips);
  const seen = new Set<string>();
  for (const card of x.cards) {
    const planCard = cards.get(card.id);
    if (!planCard || seen.has(card.id)) continue;
    seen.add(card.id);
    const values: Record<string, FieldValue> = {};
    for (const raw of card.customFieldItems ?? []) {
      if (raw === null) {
        skips.add('nullEntry', 1, 'customFieldItems');
        continue;
      }
      const r = trelloItemSchema.safeParse(raw);
      const m = r.success ? mapped.get(r.data.idCustomField) : undefined;
      const value = m && r.success ? valueOf(m, r.data, skips) : undefined;
      // An unticked checkbox or an empty text is no value in Lanes, not a lost one.
      const empty = r.success && (r.data.value?.checked === 'false' || r.data.value?.text === '');
      if (m && value !== undefined && value !== '') values[m.id] = value;
      else if (!empty) skips.add('customFieldValue');
    }
    if (Object.keys(values).length > 0) planCard.fields = values;
  }
  return Object.fromEntries([...mapped.values()].map((m) => [m.id, m.field]));
}

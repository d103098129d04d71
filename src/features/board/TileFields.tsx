/**
 * The custom field values a card's tile shows: those of the fields marked "Show on card", as small chips
 * ("Priority: High" in the option's colour, "Estimate: 3", a tick for a checkbox). The fields come through a
 * context from the board page, so the list columns pass nothing down and a tile re-renders only when its card or
 * the field definitions change.
 */
import { createContext, useContext } from 'react';
import type { Card } from '../../domain/model';
import { valueFor, type FieldEntry } from '../../domain/custom-fields/values';
import { labelColors } from '../../ui/colors';
import { formatFieldValue } from '../../ui/fields/format-field';

const NONE: readonly FieldEntry[] = [];

/** The board's fields shown on tiles, in order; put around the lists. */
export const TileFieldsContext = createContext<readonly FieldEntry[]>(NONE);

/** The chips of `card`'s shown fields that have a value; nothing when none has. */
export function TileFields({ card }: { card: Card }) {
  const fields = useContext(TileFieldsContext);
  if (fields.length === 0 || !card.fields) return null;
  const chips = fields.flatMap((field) => {
    const typed = valueFor(field, card.fields?.[field.id]);
    if (!typed) return [];
    const text = formatFieldValue(field, typed);
    const color =
      typed.type === 'dropdown' ? field.options.find((o) => o.id === typed.value)?.color : undefined;
    const style = color
      ? { background: labelColors(color).background, color: labelColors(color).text }
      : undefined;
    return [
      <span key={field.id} className="badge tile-field" style={style} title={`${field.name}: ${text}`}>
        {typed.type === 'checkbox' ? `✓ ${field.name}` : `${field.name}: ${text}`}
      </span>,
    ];
  });
  return chips.length > 0 ? <>{chips}</> : null;
}

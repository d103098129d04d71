/**
 * Trello labels to Lanes labels. Exports since about 2014 list the board's labels at the top level and give each
 * card `idLabels`; older ones have only `labelNames` ({green: "Urgent", …}) and each card's own `labels`
 * [{color, name}] without ids. Both are read, so a card's labels survive whichever the file has.
 */
import { LABEL_NAME_MAX, LABELS_PER_BOARD } from '../limits';
import { newId } from '../ids';
import type { Label } from '../model';
import { colorName, count, overLimit, shorten } from './trello-fields';
import type { TrelloCard, TrelloExport } from './trello-schema';
import type { Skips } from './trello-skips';

/** The board's labels as they are being found, and the way from a Trello card to its Lanes label ids. */
export interface LabelMap {
  /** The Lanes label ids of `card`, in Trello's order, without repeats; may add labels only the card knows of. */
  idsOf(card: TrelloCard): string[];
  /**
   * The board's labels, once every card has been read. Throws AppError `limit-exceeded` past LABELS_PER_BOARD
   * (1,000, Trello's `limits.labels.perBoard`).
   */
  finish(): Label[];
}

/** Old cards name a label by colour and name only: this key finds the board label they mean. */
function lookKey(color: string | null | undefined, name: string | null | undefined): string {
  return `${color ?? ''}\u0000${name ?? ''}`;
}

/**
 * Starts the label map of export `x`: its top-level `labels` (first of each id kept, repeats noted in `skips`), or,
 * for exports without them, the named colours of `labelNames`.
 */
export function mapLabels(x: TrelloExport, skips: Skips): LabelMap {
  const labels: Label[] = [];
  const byTrelloId = new Map<string, string>();
  const byLook = new Map<string, string>();

  const add = (
    trelloId: string | null,
    name: string | null | undefined,
    color: string | null | undefined,
  ) => {
    const id = newId();
    const text = name ?? '';
    if (text.length > LABEL_NAME_MAX) skips.add('longLabelName');
    labels.push({ id, name: shorten(text, LABEL_NAME_MAX), color: colorName(color, 'gray') });
    if (trelloId !== null) byTrelloId.set(trelloId, id);
    const key = lookKey(color, name);
    if (!byLook.has(key)) byLook.set(key, id);
    return id;
  };

  for (const label of x.labels ?? []) {
    if (byTrelloId.has(label.id)) skips.add('duplicateLabel');
    else add(label.id, label.name, label.color);
  }
  if (!x.labels) {
    // Colours without a name were offered on every old board but mean nothing until a card uses them.
    for (const [color, name] of Object.entries(x.labelNames ?? {})) {
      if (name && name.trim() !== '') add(null, name, color);
    }
  }

  return {
    idsOf(card) {
      const ids = new Set<string>();
      const copies = card.labels ?? [];
      for (const copy of copies) {
        if (copy.id && !byTrelloId.has(copy.id)) add(copy.id, copy.name, copy.color);
      }
      for (const trelloId of card.idLabels ?? []) {
        const id = byTrelloId.get(trelloId);
        if (id === undefined) skips.add('unknownLabel');
        else ids.add(id);
      }
      for (const copy of copies) {
        const known = copy.id ? byTrelloId.get(copy.id) : byLook.get(lookKey(copy.color, copy.name));
        ids.add(known ?? add(null, copy.name, copy.color));
      }
      return [...ids];
    },
    finish() {
      if (labels.length > LABELS_PER_BOARD) {
        throw overLimit(
          'The board',
          `${count(labels.length)} labels`,
          `${count(LABELS_PER_BOARD)} labels per board (Trello's limit)`,
        );
      }
      return labels;
    },
  };
}

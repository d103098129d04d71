/**
 * Trello labels to Lanes labels. Exports since about 2014 list the board's labels at the top level and give each
 * card `idLabels`; older ones have only `labelNames` ({green: "Urgent", …}) and each card's own `labels` copies —
 * with ids in some years, without in others. Both are read, so a card's labels survive whichever the file has, and
 * without top-level labels there is one label per colour and name, however many ids the copies carry.
 */
import { LABEL_NAME_MAX, LABELS_PER_BOARD } from '../limits';
import { newId } from '../ids';
import type { Label } from '../model';
import { colorName, count, overLimit, shorten } from './trello-fields';
import type { TrelloCard, TrelloExport } from './trello-schema';
import type { Skips } from './trello-skips';

/** The board's labels, and the way from a Trello card to its Lanes label ids. */
export interface LabelMap {
  /** The Lanes label ids of `card`, in Trello's order, without repeats. */
  idsOf(card: TrelloCard): string[];
  /**
   * The board's labels. Throws AppError `limit-exceeded` past LABELS_PER_BOARD (1,000, Trello's
   * `limits.labels.perBoard`).
   */
  finish(): Label[];
}

/** A label's look: the key old card copies find their board label by. */
function lookKey(color: string | null | undefined, name: string | null | undefined): string {
  return `${color ?? ''}\u0000${(name ?? '').trim()}`;
}

/**
 * The labels of export `x` for its imported `cards`: the top-level `labels` (first of each id kept, repeats noted
 * in `skips`), or, for exports without them, the named colours of `labelNames` and the looks the cards' own copies
 * add — one label per colour and name, every copy's id pointing at it.
 */
export function mapLabels(x: TrelloExport, cards: readonly TrelloCard[], skips: Skips): LabelMap {
  const labels: Label[] = [];
  const byTrelloId = new Map<string, string>();
  const byLook = new Map<string, string>();
  const add = (name: string | null | undefined, color: string | null | undefined): string => {
    const id = newId();
    const text = name ?? '';
    const short = shorten(text, LABEL_NAME_MAX);
    if (short !== text) skips.add('longLabelName');
    labels.push({ id, name: short, color: colorName(color, 'gray', skips) });
    const look = lookKey(color, name);
    if (!byLook.has(look)) byLook.set(look, id);
    return id;
  };
  /** The board label a copy without a known id means: the one of its look, made when first seen. */
  const byCopy = (copy: { color?: string | null; name?: string | null }) =>
    byLook.get(lookKey(copy.color, copy.name)) ?? add(copy.name, copy.color);

  if (x.labels) {
    for (const label of x.labels) {
      if (byTrelloId.has(label.id)) skips.add('duplicateLabel');
      else byTrelloId.set(label.id, add(label.name, label.color));
    }
    // A copy whose id is not on the board is a label the board lost: made once per id.
    for (const card of cards)
      for (const copy of card.labels ?? [])
        if (copy.id && !byTrelloId.has(copy.id)) byTrelloId.set(copy.id, add(copy.name, copy.color));
  } else {
    // Colours without a name were offered on every old board but mean nothing until a card uses them.
    for (const [color, name] of Object.entries(x.labelNames ?? {}))
      if (name && name.trim() !== '') add(name, color);
    for (const card of cards)
      for (const copy of card.labels ?? [])
        if (copy.id && !byTrelloId.has(copy.id)) byTrelloId.set(copy.id, byCopy(copy));
  }

  return {
    idsOf(card) {
      const ids = new Set<string>();
      for (const trelloId of card.idLabels ?? []) {
        const id = byTrelloId.get(trelloId);
        if (id === undefined) skips.add('unknownLabel');
        else ids.add(id);
      }
      for (const copy of card.labels ?? []) ids.add((copy.id && byTrelloId.get(copy.id)) || byCopy(copy));
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

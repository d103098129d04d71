/**
 * What a Trello card or list carries beside its text: when it was archived (the closing action, else its last
 * activity), its WIP limit (`softLimit`) and its cover (a colour, or one of its link attachments).
 */
import { WIP_LIMIT_MAX } from '../limits';
import type { BoardPlan } from './plan';
import { isTrelloColor, millis } from './trello-fields';
import type { MappedAttachments } from './trello-parts';
import { readClosingAction } from './trello-schema';
import type { TrelloCard, TrelloExport } from './trello-schema';
import type { Skips } from './trello-skips';

type PlanCard = BoardPlan['cards'][number];

/** Trello id → when it was archived (epoch ms): the newest action that closed it (actions are newest first). */
export function closingDates(x: TrelloExport, skips: Skips): Map<string, number> {
  const dates = new Map<string, number>();
  for (const action of x.actions ?? []) {
    const closing = readClosingAction(action);
    if (!closing || dates.has(closing.id)) continue;
    const ms = millis(closing.date, skips);
    if (ms !== null) dates.set(closing.id, ms);
  }
  return dates;
}

/** An archived list's or card's archive date: its closing action's, else its last activity; null when unknown. */
export function archiveDate(
  thing: { id: string; closed?: boolean | null; dateLastActivity?: string | null },
  closed: ReadonlyMap<string, number>,
  skips: Skips,
): number | null {
  if (thing.closed !== true) return null;
  return closed.get(thing.id) ?? millis(thing.dateLastActivity, skips);
}

/** Trello's `softLimit` as a WIP limit: a whole number from 1 to 5,000, else none (noted when it was set). */
export function wipLimit(raw: number | string | null | undefined, skips: Skips): number | null {
  if (raw === null || raw === undefined || raw === '') return null;
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (Number.isInteger(n) && n >= 1 && n <= WIP_LIMIT_MAX) return n;
  skips.add('badWipLimit');
  return null;
}

/**
 * A card's cover: a colour cover as `coverColor`, a link attachment's as `coverAttachmentId`. Uploaded images and
 * Trello's own photos cannot come (their files are not in an export): noted in `skips`.
 */
export function mapCover(
  card: TrelloCard,
  { byTrelloId }: MappedAttachments,
  skips: Skips,
): Pick<PlanCard, 'coverAttachmentId' | 'coverColor'> {
  const cover = card.cover;
  const attachmentId = cover?.idAttachment ?? card.idAttachmentCover;
  if (attachmentId) {
    const attachment = byTrelloId.get(attachmentId);
    if (attachment && !attachment.isUpload) return { coverAttachmentId: attachment.id };
    skips.add('imageCover');
    return {};
  }
  if (cover?.idUploadedBackground) {
    skips.add('imageCover');
    return {};
  }
  if (!cover?.color) return {};
  if (isTrelloColor(cover.color)) return { coverColor: cover.color };
  skips.add('unknownColor');
  return {};
}

/**
 * The parts of a Trello card that live outside it in the export, or beside it: checklists (top-level, by `idCard`),
 * comments (`commentCard` actions), attachments (kept as links) and the data Lanes has no place for.
 */
import { newId } from '../ids';
import { CHECK_ITEMS_PER_CHECKLIST, CHECKLISTS_PER_CARD, TITLE_MAX } from '../limits';
import type { Checklist } from '../model';
import type { BoardPlan } from './plan';
import {
  byPos,
  count,
  longText,
  millis,
  overLimit,
  personName,
  quote,
  shorten,
  title,
} from './trello-fields';
import { readCommentAction } from './trello-schema';
import type { TrelloAttachment, TrelloCard, TrelloExport } from './trello-schema';
import type { Skips } from './trello-skips';
import { isWebUrl } from '../web-url';

type PlanCard = BoardPlan['cards'][number];

/** Trello exports hold at most the newest 1,000 actions (README of the fixtures; Trello's export cap). */
export const TRELLO_ACTIONS_CAP = 1000;

/**
 * Puts each checklist of `x` on its card in `cards` (keyed by Trello card id), in `pos` order with items in `pos`
 * order. Returns how many checklists and check items were imported. Checklists with a repeated id or a card not
 * imported are noted in `skips`. Throws AppError `limit-exceeded` past CHECK_ITEMS_PER_CHECKLIST (200, Trello's
 * limit) items, CHECKLISTS_PER_CARD (20, Lanes' limit: firestore.rules) checklists or a 512-character title.
 */
export function addChecklists(
  x: TrelloExport,
  cards: ReadonlyMap<string, PlanCard>,
  skips: Skips,
): { checklists: number; checkItems: number } {
  const seen = new Set<string>();
  const placed = (x.checklists ?? []).map((checklist, index) => ({ checklist, index, pos: checklist.pos }));
  let checklists = 0;
  let checkItems = 0;
  for (const { checklist, index } of byPos(placed)) {
    if (seen.has(checklist.id)) {
      skips.add('duplicateChecklist');
      continue;
    }
    seen.add(checklist.id);
    const card = cards.get(checklist.idCard);
    if (!card) {
      skips.add('orphanChecklist');
      continue;
    }
    const name = title(
      checklist.name,
      '',
      () => `Checklist ${quote(checklist.name ?? '')} (checklists[${index}])`,
    );
    const rawItems = checklist.checkItems ?? [];
    if (rawItems.length > CHECK_ITEMS_PER_CHECKLIST) {
      throw overLimit(
        `Checklist ${quote(name)} on card ${quote(card.title)}`,
        `${count(rawItems.length)} items`,
        `${count(CHECK_ITEMS_PER_CHECKLIST)} check items per checklist (Trello's limit)`,
      );
    }
    const items = byPos(rawItems.map((item, i) => ({ item, index: i, pos: item.pos }))).map(
      ({ item, index: i }) => ({
        id: newId(),
        text: title(
          item.name,
          'Untitled item',
          () => `Check item ${i} of checklist ${quote(name)} (checklists[${index}])`,
        ),
        done: item.state === 'complete',
      }),
    );
    const list: Checklist = { id: newId(), title: name, items };
    card.checklists.push(list);
    if (card.checklists.length > CHECKLISTS_PER_CARD) {
      throw overLimit(
        `Card ${quote(card.title)}`,
        `more than ${count(CHECKLISTS_PER_CARD)} checklists`,
        `${count(CHECKLISTS_PER_CARD)} checklists per card (Lanes' limit)`,
      );
    }
    checklists += 1;
    checkItems += items.length;
  }
  return { checklists, checkItems };
}

/**
 * The comments of `x` (its `commentCard` actions) on cards in `cards`, oldest first. Authors are named from the
 * action, else from the board's `members`, else "Trello user". Comments on cards not imported and empty ones are
 * noted in `skips`. Throws AppError `limit-exceeded` past 16,384 characters (Trello's limit), `import/invalid-file`
 * for a malformed comment.
 */
export function mapComments(
  x: TrelloExport,
  cards: ReadonlyMap<string, PlanCard>,
  memberNames: ReadonlyMap<string, string>,
  skips: Skips,
  now: number,
): BoardPlan['comments'] {
  const actions = x.actions ?? [];
  const found: { comment: BoardPlan['comments'][number]; index: number }[] = [];
  actions.forEach((action, index) => {
    const comment = readCommentAction(action, index);
    if (!comment) return;
    const card = comment.data.card ? cards.get(comment.data.card.id) : undefined;
    if (!card) return skips.add('orphanComment');
    const text = longText(
      comment.data.text,
      'comment',
      () => `A comment on card ${quote(card.title)} (actions[${index}])`,
    );
    if (text.trim() === '') return skips.add('emptyComment');
    const byId = comment.idMemberCreator ? memberNames.get(comment.idMemberCreator) : undefined;
    const author = comment.memberCreator?.fullName || byId || 'Trello user';
    const createdAt = millis(comment.date, skips) ?? now;
    const authorName = personName(author, skips);
    found.push({ comment: { id: newId(), cardId: card.id, authorName, text, createdAt }, index });
  });
  if (actions.length >= TRELLO_ACTIONS_CAP) {
    skips.note(
      `comments older than the newest ${count(TRELLO_ACTIONS_CAP)} actions`,
      `Trello exports at most ${count(TRELLO_ACTIONS_CAP)} actions; older comments may be missing`,
    );
  }
  // Trello lists actions newest first; Lanes writes and shows comments oldest first.
  found.sort((a, b) => a.comment.createdAt - b.comment.createdAt || b.index - a.index);
  return found.map(({ comment }) => comment);
}

/**
 * The attachments of Trello card `card` as link attachments of Lanes card `cardId`. Trello exports hold no files,
 * so uploads become links too (noted in `skips`); links that are not http(s) are left out (noted).
 */
export function mapAttachments(
  card: TrelloCard,
  cardId: string,
  skips: Skips,
  now: number,
): BoardPlan['attachments'] {
  const out: BoardPlan['attachments'] = [];
  for (const a of card.attachments ?? []) {
    const url = a.url ?? '';
    if (!isWebUrl(url)) {
      skips.add('badLink');
      continue;
    }
    if (a.isUpload === true) skips.add('uploadedAttachment');
    out.push({
      id: newId(),
      cardId,
      name: attachmentName(a, url, skips),
      url,
      contentType: a.mimeType && a.mimeType.length <= 255 ? a.mimeType : 'application/octet-stream',
      size: sizeOf(a.bytes),
      createdAt: millis(a.date, skips) ?? now,
    });
  }
  return out;
}

function attachmentName(a: TrelloAttachment, url: string, skips: Skips): string {
  const name = (a.name ?? '').trim() || url;
  if (name.length > TITLE_MAX) skips.add('longAttachmentName');
  return shorten(name, TITLE_MAX);
}

function sizeOf(bytes: number | null | undefined): number {
  const size = Math.round(bytes ?? 0);
  return Number.isSafeInteger(size) && size > 0 ? size : 0;
}

/** Notes in `skips` what of `x` Lanes has no place for: power-up data, stickers (custom fields: trello-custom-fields.ts). */
export function noteUnsupported(x: TrelloExport, skips: Skips): void {
  skips.add('powerUpData', x.pluginData?.length ?? 0);
  for (const card of x.cards) {
    skips.add('powerUpData', card.pluginData?.length ?? 0);
    skips.add('sticker', card.stickers?.length ?? 0);
  }
}

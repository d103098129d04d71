/**
 * The parts of a Trello card that live outside it in the export, or beside it: checklists (top-level, by `idCard`),
 * comments (`commentCard` actions), attachments (kept as links) and the data Lanes has no place for.
 */
import { newId } from '../ids';
import { CHECK_ITEMS_PER_CHECKLIST, CHECKLISTS_PER_CARD, LINK_URL_MAX, TITLE_MAX } from '../limits';
import type { CheckItem, Checklist } from '../model';
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
 * order; an item keeps its assignee (by name: `members` maps Trello member ids to names) and due date. Returns how
 * many checklists and check items were imported. Checklists with a repeated id or a card not imported, and titles
 * shortened to 512 characters, are noted in `skips`. Throws AppError `limit-exceeded` past
 * CHECK_ITEMS_PER_CHECKLIST (200, Trello's limit) items or CHECKLISTS_PER_CARD (20, Lanes' limit: firestore.rules)
 * checklists.
 */
export function addChecklists(
  x: TrelloExport,
  cards: ReadonlyMap<string, PlanCard>,
  members: ReadonlyMap<string, string>,
  skips: Skips,
): { checklists: number; checkItems: number } {
  const seen = new Set<string>();
  const placed = (x.checklists ?? []).map((checklist, index) => ({ checklist, index, pos: checklist.pos }));
  let checklists = 0;
  let checkItems = 0;
  for (const { checklist } of byPos(placed)) {
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
    const name = shortTitle(checklist.name, '', skips);
    const rawItems = checklist.checkItems ?? [];
    if (rawItems.length > CHECK_ITEMS_PER_CHECKLIST) {
      throw overLimit(
        `Checklist ${quote(name)} on card ${quote(card.title)}`,
        `${count(rawItems.length)} items`,
        `${count(CHECK_ITEMS_PER_CHECKLIST)} check items per checklist (Trello's limit)`,
      );
    }
    const items = byPos(rawItems.map((item, i) => ({ item, index: i, pos: item.pos }))).map(({ item }) => {
      const out: CheckItem = {
        id: newId(),
        text: shortTitle(item.name, 'Untitled item', skips),
        done: item.state === 'complete',
      };
      if (item.idMember) {
        const who = members.get(item.idMember);
        if (who === undefined) skips.add('unknownMember');
        else out.assigneeName = personName(who, skips);
      }
      const due = millis(item.due, skips);
      if (due !== null) out.dueAt = due;
      return out;
    });
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

/** A title with nowhere to keep the rest: shortened to 512 characters and noted in `skips`. */
export function shortTitle(raw: string | null | undefined, fallback: string, skips: Skips): string {
  const { text, full } = title(raw, fallback);
  if (full !== null) skips.add('longTitle');
  return text;
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
  const seen = new Set<string>();
  actions.forEach((action, index) => {
    const comment = readCommentAction(action, index);
    if (!comment) return;
    // The same action twice (a file merged or re-exported by a tool) is one comment.
    if (comment.id) {
      if (seen.has(comment.id)) return skips.add('duplicateComment');
      seen.add(comment.id);
    }
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
  if (actions.length >= TRELLO_ACTIONS_CAP) skips.add('actionsCap', TRELLO_ACTIONS_CAP);
  // Trello lists actions newest first; Lanes writes and shows comments oldest first.
  found.sort((a, b) => a.comment.createdAt - b.comment.createdAt || b.index - a.index);
  return found.map(({ comment }) => comment);
}

/** A card's attachments in the plan, and the plan id each Trello attachment id became (for the cover). */
export interface MappedAttachments {
  attachments: BoardPlan['attachments'];
  byTrelloId: Map<string, { id: string; isUpload: boolean }>;
}

/**
 * The attachments of Trello card `card` as link attachments of Lanes card `cardId`, credited to the Trello member
 * who attached them (`members`: id → name). Trello exports hold no files, so uploads become links too (noted in
 * `skips`); links that are not http(s), or longer than 2,048 characters (firestore.rules), are left out (noted).
 */
export function mapAttachments(
  card: TrelloCard,
  cardId: string,
  members: ReadonlyMap<string, string>,
  skips: Skips,
  now: number,
): MappedAttachments {
  const attachments: BoardPlan['attachments'] = [];
  const byTrelloId = new Map<string, { id: string; isUpload: boolean }>();
  for (const a of card.attachments ?? []) {
    const url = a.url ?? '';
    if (url.length > LINK_URL_MAX) {
      skips.add('longLink');
      continue;
    }
    if (!isWebUrl(url)) {
      skips.add('badLink');
      continue;
    }
    const isUpload = a.isUpload === true;
    if (isUpload) skips.add('uploadedAttachment');
    const id = newId();
    if (a.id) byTrelloId.set(a.id, { id, isUpload });
    const who = a.idMember ? members.get(a.idMember) : undefined;
    attachments.push({
      id,
      cardId,
      name: attachmentName(a, url, skips),
      url,
      contentType: a.mimeType && a.mimeType.length <= 255 ? a.mimeType : 'application/octet-stream',
      size: sizeOf(a.bytes),
      creatorName: who === undefined ? null : personName(who, skips),
      createdAt: millis(a.date, skips) ?? now,
    });
  }
  return { attachments, byTrelloId };
}

function attachmentName(a: TrelloAttachment, url: string, skips: Skips): string {
  const name = (a.name ?? '').trim() || url;
  const short = shorten(name, TITLE_MAX);
  if (short !== name) skips.add('longAttachmentName');
  return short;
}

function sizeOf(bytes: number | null | undefined): number {
  const size = Math.round(bytes ?? 0);
  return Number.isSafeInteger(size) && size > 0 ? size : 0;
}

/**
 * Notes in `skips` what of `x` Lanes has no place for: power-up data and stickers — on the board and on the `cards`
 * that were imported (not on repeats or cards left out). Custom fields: trello-custom-fields.ts.
 */
export function noteUnsupported(x: TrelloExport, cards: readonly TrelloCard[], skips: Skips): void {
  skips.add('powerUpData', x.pluginData?.length ?? 0);
  for (const card of cards) {
    skips.add('powerUpData', card.pluginData?.length ?? 0);
    skips.add('sticker', card.stickers?.length ?? 0);
  }
}

/**
 * The checks every import makes on a BoardPlan before writing any of it — in the local and Firebase adapters and in
 * `npm run import:check` alike, so what the dry run calls importable is what every mode imports: the plan's schema,
 * Trello's limits, references, and Firestore's 1 MiB per document. Messages name the card by its title and list.
 */
import { AppError } from '../errors';
import {
  FIRESTORE_DOCUMENT_MAX_BYTES,
  OPEN_CARDS_PER_BOARD,
  OPEN_CARDS_PER_LIST,
  OPEN_LISTS_PER_BOARD,
} from '../limits';
import { parseOrThrow } from '../validate';
import { boardPlanSchema, type BoardPlan } from './plan';
import { boardFields, contentDocs, countBy, DOC_EXTRA_BYTES, documentBytes, roughBytes } from './plan-docs';
import { quote } from './trello-fields';
import { checkValues } from '../custom-fields/values';

export { countBy, planCardCounts } from './plan-docs';

/** Says which card of `plan` is meant: `card "Title" in list "List"`. */
function cardName(plan: BoardPlan, cardId: string): string {
  const card = plan.cards.find((c) => c.id === cardId);
  if (!card) return 'a card';
  const list = plan.lists.find((l) => l.id === card.listId);
  return `card ${quote(card.title)} in list ${quote(list?.title ?? '?')}`;
}

/** What part of the plan `path` (a zod issue's path) points at, in words. */
function describePath(plan: BoardPlan, path: readonly PropertyKey[]): string {
  const [table, index, field, ...rest] = path;
  const at = typeof index === 'number' ? index : -1;
  const tail = [field, ...rest].filter((p) => p !== undefined).join('.');
  const of = tail ? `, field ${tail}` : '';
  if (table === 'cards') {
    const card = plan.cards[at];
    return card ? `${cap(cardName(plan, card.id))}${of}` : `A card${of}`;
  }
  if (table === 'lists') return `List ${quote(plan.lists[at]?.title ?? '?')}${of}`;
  if (table === 'comments') return `A comment on ${cardName(plan, plan.comments[at]?.cardId ?? '')}${of}`;
  if (table === 'attachments') {
    const attachment = plan.attachments[at];
    return `Attachment ${quote(attachment?.name ?? '?')} on ${cardName(plan, attachment?.cardId ?? '')}${of}`;
  }
  return `The board${path.length > 1 ? `, field ${path.slice(1).join('.')}` : ''}`;
}

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Checks `plan` whole and returns it parsed. Throws AppError `limit-exceeded` past a limit (the plan's schema, 500
 * open lists, 5,000 open cards per board and per list, a document over Firestore's 1 MiB), `invalid-argument` for
 * any other schema failure, a repeated id or a reference to a list, card or cover the plan does not hold; each
 * message names the item (a card by its title and list).
 */
export function checkImportable(plan: BoardPlan): BoardPlan {
  const parsed = parseOrThrow(boardPlanSchema, plan, 'Import', (path) => describePath(plan, path));
  checkPlan(parsed);
  checkDocumentSizes(parsed);
  return parsed;
}

/**
 * Throws `limit-exceeded` past Trello's limits (500 open lists, 5,000 open cards per board and per list) and
 * `invalid-argument` for a repeated id or a reference to a list, card or cover attachment the plan does not hold.
 */
export function checkPlan(plan: BoardPlan): void {
  const openLists = plan.lists.filter((list) => !list.archived).length;
  if (openLists > OPEN_LISTS_PER_BOARD) {
    throw new AppError(
      'limit-exceeded',
      `The board has ${openLists} open lists; Lanes allows ${OPEN_LISTS_PER_BOARD}.`,
    );
  }
  const openCards = plan.cards.filter((card) => !card.archived);
  if (openCards.length > OPEN_CARDS_PER_BOARD) {
    const n = openCards.length;
    throw new AppError(
      'limit-exceeded',
      `The board has ${n} open cards; Lanes allows ${OPEN_CARDS_PER_BOARD}.`,
    );
  }
  for (const [listId, n] of countBy(openCards.map((card) => card.listId))) {
    if (n > OPEN_CARDS_PER_LIST) {
      const title = plan.lists.find((l) => l.id === listId)?.title ?? '?';
      throw new AppError(
        'limit-exceeded',
        `List ${quote(title)} has ${n} open cards; Lanes allows ${OPEN_CARDS_PER_LIST}.`,
      );
    }
  }
  const ids = [plan.lists, plan.cards, plan.comments, plan.attachments].flatMap((rows) =>
    rows.map((r) => r.id),
  );
  if (new Set(ids).size !== ids.length)
    throw new AppError('invalid-argument', 'The import plan repeats an id.');
  const listIds = new Set(plan.lists.map((list) => list.id));
  const cardIds = new Set(plan.cards.map((card) => card.id));
  const attachmentCard = new Map(plan.attachments.map((a) => [a.id, a.cardId]));
  const dangling =
    plan.cards.some((card) => !listIds.has(card.listId)) ||
    [...plan.comments, ...plan.attachments].some((row) => !cardIds.has(row.cardId));
  if (dangling)
    throw new AppError('invalid-argument', 'The import plan refers to a list or card it does not hold.');
  for (const card of plan.cards) {
    if (card.coverAttachmentId && attachmentCard.get(card.coverAttachmentId) !== card.id) {
      throw new AppError(
        'invalid-argument',
        `The cover of ${cardName(plan, card.id)} is not one of its attachments.`,
      );
    }
  }
  const fields = plan.board.customFields ?? {};
  for (const card of plan.cards) if (card.fields) checkValues(fields, card.fields);
}

/** Stands in for the importer's uid in size checks: the longest a Firebase uid may be (128), so every mode agrees. */
const ANY_UID = 'u'.repeat(128);

/**
 * Firebase stores each custom field value as a tagged string (src/domain/custom-fields/stored-values.ts): at most 18
 * bytes more than counted here (a number: "n" and up to 24 characters, + 1, counted as 8 bytes).
 */
const FIELD_VALUE_EXTRA_BYTES = 18;
const storedFieldsExtra = (row: { fields?: unknown }) =>
  typeof row.fields === 'object' && row.fields !== null
    ? FIELD_VALUE_EXTRA_BYTES * Object.keys(row.fields).length
    : 0;

/** Throws `limit-exceeded` when a document of the plan is over Firestore's 1 MiB (FIRESTORE_DOCUMENT_MAX_BYTES). */
export function checkDocumentSizes(plan: BoardPlan): void {
  const tooBig = (bytes: number, what: string) =>
    new AppError(
      'limit-exceeded',
      `${what} would take ${(bytes / 1024 / 1024).toFixed(2)} MiB as a Firestore document; Firestore stores at ` +
        'most 1 MiB per document (shorten its description, checklists or links).',
    );
  const boardBytes = documentBytes([], boardFields(plan, ANY_UID));
  if (boardBytes > FIRESTORE_DOCUMENT_MAX_BYTES) throw tooBig(boardBytes, 'The board itself');
  // Most boards are far from the limit: a bound found without measuring text settles them.
  const rows = [plan.lists, plan.cards, plan.comments, plan.attachments];
  const roomy = (row: object) =>
    roughBytes(row) + DOC_EXTRA_BYTES + storedFieldsExtra(row) <= FIRESTORE_DOCUMENT_MAX_BYTES;
  if (rows.every((table) => table.every(roomy))) return;
  const docs = contentDocs(plan, ANY_UID);
  for (const { path, data } of docs) {
    const bytes = documentBytes(path, data) + storedFieldsExtra(data);
    if (bytes <= FIRESTORE_DOCUMENT_MAX_BYTES) continue;
    const [table, id = '', sub] = path;
    if (table === 'lists') throw tooBig(bytes, `List ${quote(String(data.title))}`);
    if (sub === 'comments') throw tooBig(bytes, `A comment on ${cardName(plan, id)}`);
    if (sub === 'attachments') throw tooBig(bytes, `An attachment of ${cardName(plan, id)}`);
    throw tooBig(bytes, cap(cardName(plan, id)));
  }
}

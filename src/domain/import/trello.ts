/**
 * The Trello importer: a board export ("Export as JSON", any year from 2015 on) to a BoardPlan ready for the
 * `boards` port, with a report of what came across and what did not. Pure: it reads and writes nothing. A board over
 * any of Lanes' limits (limits.ts) is refused whole, never imported in part.
 */
import { AppError, toAppError } from '../errors';
import { fitsChars } from '../chars';
import { newId } from '../ids';
import { OPEN_CARDS_PER_BOARD, OPEN_CARDS_PER_LIST, OPEN_LISTS_PER_BOARD, TEXT_MAX } from '../limits';
import { keysBetween } from '../ordering';
import type { BoardPlan } from './plan';
import { mapBackground } from './trello-background';
import { byPos, count, longText, millis, overLimit, personName, quote, title } from './trello-fields';
import type { Placed } from './trello-fields';
import { mapLabels } from './trello-labels';
import type { LabelMap } from './trello-labels';
import { addChecklists, mapAttachments, mapComments, noteUnsupported, shortTitle } from './trello-parts';
import { archiveDate, closingDates, mapCover, wipLimit } from './trello-extras';
import { addCustomFields } from './trello-custom-fields';
import { parseTrelloExport } from './trello-schema';
import type { TrelloCard, TrelloExport, TrelloList } from './trello-schema';
import { Skips } from './trello-skips';
import type { SkippedNote } from './trello-skips';

/**
 * What an import brought across, counted the way the fixtures' README counts a Trello export: a list or card is
 * archived when its own `closed` is true; checklists, check items and comments are those of imported cards;
 * `skipped` lists, grouped, what was left out or changed and why ([] when nothing was).
 */
export type ImportReport = {
  lists: { open: number; archived: number };
  cards: { open: number; archived: number };
  labels: number;
  checklists: number;
  checkItems: number;
  comments: number;
  /** Custom fields brought across (absent: the file had none). */
  customFields?: number;
  skipped: SkippedNote[];
};

type PlanList = BoardPlan['lists'][number];
type PlanCard = BoardPlan['cards'][number];

/**
 * Maps a parsed Trello board export (`json`, e.g. from JSON.parse) to a BoardPlan with fresh Lanes ids and ranks
 * following Trello's `pos` order, and an ImportReport.
 * Throws AppError `import/invalid-file` when `json` is not a Trello export (the message names the problem and its
 * path), `limit-exceeded` when the board is over a limit of limits.ts (the message names the limit and the item);
 * never anything else.
 */
export function mapTrelloExport(json: unknown): { plan: BoardPlan; report: ImportReport } {
  try {
    const skips = new Skips();
    const x = parseTrelloExport(json, (array, n) => skips.add('nullEntry', n, array));
    return mapExport(x, skips);
  } catch (e) {
    if (e instanceof AppError) throw e;
    // A stack overflow or an allocation failure: the file is what made it, so it is the file that is refused.
    if (e instanceof RangeError) {
      throw new AppError(
        'import/invalid-file',
        'This Trello export is too large or too deeply nested to read.',
        {
          cause: e,
        },
      );
    }
    throw toAppError(e);
  }
}

function mapExport(x: TrelloExport, skips: Skips): { plan: BoardPlan; report: ImportReport } {
  const now = Date.now();
  const closed = closingDates(x, skips);
  const boardTitle = title(x.name, 'Untitled board');
  const board = {
    title: boardTitle.text,
    description: withFullTitle(boardTitle.full, x.desc, () => `The board ${quote(x.name ?? '')}`, skips),
    background: mapBackground(x, skips),
  };
  const lists = mapLists(x.lists, closed, skips);
  const { groups, imported } = pickCards(x, lists, skips);
  const labels = mapLabels(x, imported, skips);
  const members = memberNameMap(x);
  const context = { labels, members, closed, now };
  const { cards, byTrelloId, attachments } = mapCards(lists, groups, context, skips);
  const { checklists, checkItems } = addChecklists(x, byTrelloId, members, skips);
  const comments = mapComments(x, byTrelloId, members, skips, now);
  const customFields = addCustomFields(x, byTrelloId, skips);
  const fieldCount = Object.keys(customFields).length;
  noteUnsupported(x, imported, skips);

  const plan: BoardPlan = {
    board: { ...board, labels: labels.finish(), ...(fieldCount > 0 ? { customFields } : {}) },
    lists: lists.map((entry) => entry.list),
    cards,
    comments,
    attachments,
  };
  const report: ImportReport = {
    lists: openArchived(plan.lists),
    cards: openArchived(plan.cards),
    labels: plan.board.labels.length,
    checklists,
    checkItems,
    comments: comments.length,
    ...(fieldCount > 0 ? { customFields: fieldCount } : {}),
    skipped: skips.list(),
  };
  return { plan, report };
}

function openArchived(items: readonly { archived: boolean }[]): { open: number; archived: number } {
  const archived = items.filter((item) => item.archived).length;
  return { open: items.length - archived, archived };
}

/** `items` paired with `n` increasing ranks; keysBetween returns exactly one key per item. */
function ranked<T>(items: readonly T[]): { item: T; rank: string }[] {
  const ranks = keysBetween(null, null, items.length);
  return items.map((item, i) => ({ item, rank: ranks[i] as string }));
}

/**
 * A description that keeps a shortened title's full text at its top (`full` null: `desc` as it is). Throws
 * `limit-exceeded` naming `subject` when the two do not fit in 16,384 characters together (Trello's limit).
 */
function withFullTitle(
  full: string | null,
  desc: string | null | undefined,
  subject: () => string,
  skips: Skips,
): string {
  const description = longText(desc, 'description', () => `The description of ${subject()}`);
  if (full === null) return description;
  skips.add('longCardTitle');
  const joined = description === '' ? full : `${full}\n\n${description}`;
  if (!fitsChars(joined, TEXT_MAX)) {
    throw overLimit(
      subject(),
      'a title too long to keep in full at the top of its description',
      `${count(TEXT_MAX)} characters per description (Trello's limit)`,
    );
  }
  return joined;
}

interface ListEntry {
  trelloId: string;
  list: PlanList;
}

/** Lists in Trello's `pos` order, the first of each id kept. Throws `limit-exceeded` past 500 open lists. */
function mapLists(
  trelloLists: readonly TrelloList[],
  closed: ReadonlyMap<string, number>,
  skips: Skips,
): ListEntry[] {
  const seen = new Set<string>();
  const placed: (Placed & { list: TrelloList })[] = [];
  trelloLists.forEach((list, index) => {
    if (seen.has(list.id)) return skips.add('duplicateList');
    seen.add(list.id);
    placed.push({ list, index, pos: list.pos });
  });
  const open = placed.filter(({ list }) => list.closed !== true).length;
  if (open > OPEN_LISTS_PER_BOARD) {
    throw overLimit(
      'The board',
      `${count(open)} open lists`,
      `${count(OPEN_LISTS_PER_BOARD)} open lists per board (Trello's limit)`,
    );
  }
  return ranked(byPos(placed)).map(({ item: { list }, rank }) => ({
    trelloId: list.id,
    list: {
      id: newId(),
      title: shortTitle(list.name, 'Untitled list', skips),
      rank,
      archived: list.closed === true,
      archivedAt: archiveDate(list, closed, skips),
      wipLimit: wipLimit(list.softLimit, skips),
    },
  }));
}

type PlacedCard = Placed & { card: TrelloCard };

/**
 * The cards that will be imported, grouped by list (Trello list id): the first card of each id, cards whose list is
 * not imported left out (both noted). Throws `limit-exceeded` past 5,000 open cards in a list or on the board.
 */
function pickCards(
  x: TrelloExport,
  lists: readonly ListEntry[],
  skips: Skips,
): { groups: Map<string, PlacedCard[]>; imported: TrelloCard[] } {
  const groups = new Map<string, PlacedCard[]>(lists.map((entry) => [entry.trelloId, []]));
  const seen = new Set<string>();
  const imported: TrelloCard[] = [];
  x.cards.forEach((card, index) => {
    if (seen.has(card.id)) return skips.add('duplicateCard');
    seen.add(card.id);
    const group = groups.get(card.idList);
    if (!group) return skips.add('orphanCard');
    group.push({ card, index, pos: card.pos });
    imported.push(card);
  });
  checkOpenCards(lists, groups);
  return { groups, imported };
}

interface CardContext {
  labels: LabelMap;
  members: ReadonlyMap<string, string>;
  closed: ReadonlyMap<string, number>;
  now: number;
}

/**
 * The picked cards in list order, each list's in Trello's `pos` order, with their attachments. A title over 512
 * characters is shortened, its full text kept at the top of the description (noted in `skips`). Throws
 * `limit-exceeded` for a description over its limit.
 */
function mapCards(
  lists: readonly ListEntry[],
  groups: ReadonlyMap<string, PlacedCard[]>,
  { labels, members, closed, now }: CardContext,
  skips: Skips,
): { cards: PlanCard[]; byTrelloId: Map<string, PlanCard>; attachments: BoardPlan['attachments'] } {
  const cards: PlanCard[] = [];
  const byTrelloId = new Map<string, PlanCard>();
  const attachments: BoardPlan['attachments'] = [];
  for (const { trelloId, list } of lists) {
    for (const { item, rank } of ranked(byPos(groups.get(trelloId) ?? []))) {
      const { card, index } = item;
      const subject = () => `card ${quote(card.name ?? '')} in list ${quote(list.title)} (cards[${index}])`;
      const cardTitle = title(card.name, 'Untitled card');
      const id = newId();
      const mapped = mapAttachments(card, id, members, skips, now);
      const planCard: PlanCard = {
        id,
        listId: list.id,
        rank,
        title: cardTitle.text,
        description: withFullTitle(cardTitle.full, card.desc, subject, skips),
        labelIds: labels.idsOf(card),
        memberNames: cardMembers(card, members, skips),
        startAt: millis(card.start, skips),
        dueAt: millis(card.due, skips),
        dueDone: card.dueComplete === true,
        checklists: [],
        archived: card.closed === true,
        archivedAt: archiveDate(card, closed, skips),
        isTemplate: card.isTemplate === true,
        ...mapCover(card, mapped, skips),
      };
      cards.push(planCard);
      byTrelloId.set(card.id, planCard);
      attachments.push(...mapped.attachments);
    }
  }
  return { cards, byTrelloId, attachments };
}

/** Throws `limit-exceeded` past OPEN_CARDS_PER_LIST or OPEN_CARDS_PER_BOARD (5,000 each, Trello's limits). */
function checkOpenCards(lists: readonly ListEntry[], groups: ReadonlyMap<string, PlacedCard[]>): void {
  let total = 0;
  for (const { trelloId, list } of lists) {
    const open = (groups.get(trelloId) ?? []).filter(({ card }) => card.closed !== true).length;
    if (open > OPEN_CARDS_PER_LIST) {
      throw overLimit(
        `List ${quote(list.title)}`,
        `${count(open)} open cards`,
        `${count(OPEN_CARDS_PER_LIST)} open cards per list (Trello's limit)`,
      );
    }
    total += open;
  }
  if (total > OPEN_CARDS_PER_BOARD) {
    throw overLimit(
      'The board',
      `${count(total)} open cards`,
      `${count(OPEN_CARDS_PER_BOARD)} open cards per board (Trello's limit)`,
    );
  }
}

/** Trello member id → the name to show: full name, else user name. */
function memberNameMap(x: TrelloExport): Map<string, string> {
  const names = new Map<string, string>();
  for (const member of x.members ?? []) {
    const name = member.fullName?.trim() || member.username?.trim();
    if (member.id && name && !names.has(member.id)) names.set(member.id, name);
  }
  return names;
}

function cardMembers(card: TrelloCard, members: ReadonlyMap<string, string>, skips: Skips): string[] {
  const names = new Set<string>();
  for (const id of card.idMembers ?? []) {
    const name = members.get(id);
    if (name === undefined) skips.add('unknownMember');
    else names.add(personName(name, skips));
  }
  return [...names];
}

/**
 * Which cards of a board a filter keeps: by text, label, member, due date and done state. Pure: the UI passes the
 * time, who "me" is, and the comments it has read, so every rule is tested without a browser or a backend.
 *
 * Within one criterion the values are alternatives (label A or label B); criteria combine with AND (label A and
 * overdue). An empty criterion keeps every card.
 */
import type { CustomFields } from '../custom-fields/schema';
import type { Card, CheckItem } from '../model';
import { compileFieldFilter, type FieldCriterion } from './field-filter';

/** Due-date choices: past due and not done; due in the current calendar week; no due date. */
export const DUE_FILTERS = ['overdue', 'week', 'none'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/** The label value for "cards without a label". */
export const NO_LABEL = 'none';
/** Member values: cards assigned to the signed-in user; cards with no member at all. */
export const MEMBER_ME = 'me';
export const NO_MEMBER = 'none';

/** A Lanes account assigned to a card (`assigneeIds`), as a member filter value. */
export function memberUid(uid: string): string {
  return `uid:${uid}`;
}
/** A person known by name only (`memberNames`, from an imported board), as a member filter value. */
export function memberName(name: string): string {
  return `name:${name}`;
}

/** A board filter, as the URL carries it (see filter-params.ts). */
export interface CardFilter {
  /** Free text: every word must appear in the title, description, checklists or (when read) comments. */
  q: string;
  /** Label ids, or NO_LABEL. */
  labels: readonly string[];
  /** MEMBER_ME, NO_MEMBER, `memberUid(uid)` or `memberName(name)`. */
  members: readonly string[];
  due: readonly DueFilter[];
  /** true: only cards marked done (`dueDone`); false: only those not done; null: either. */
  done: boolean | null;
  /** Custom field criteria (field-filter.ts); absent or empty: none. */
  fields?: readonly FieldCriterion[];
  /** true: only cards waiting on a card that is not done (dependencies.ts); absent or false: any. */
  blocked?: boolean;
}

/** The filter that keeps everything. */
export const EMPTY_FILTER: CardFilter = { q: '', labels: [], members: [], due: [], done: null, fields: [] };

/** What the rules need besides the card. */
export interface FilterContext {
  /** Epoch milliseconds: "overdue" and "this week" are relative to it. */
  now: number;
  /** The signed-in user's uid, for MEMBER_ME; null matches no card. */
  me: string | null;
  /** First day of the week, 0 = Sunday … 6 = Saturday; default 1 (Monday, ISO 8601). */
  weekStartsOn?: number;
  /** Card id → its comments' text, for the cards whose comments were read; other cards match on their own text. */
  comments?: ReadonlyMap<string, string>;
  /** The board's custom field definitions, for the `fields` criteria; absent: those criteria are ignored. */
  customFields?: CustomFields;
  /** Blocked card ids (their open blockers counted, `blockedCounts`), for `blocked`; absent: no card is blocked. */
  blocked?: ReadonlyMap<string, number>;
}

/** True when `filter` hides anything, i.e. any criterion is set. */
export function isFilterActive(filter: CardFilter): boolean {
  return (
    searchTerms(filter.q).length > 0 ||
    filter.labels.length > 0 ||
    filter.members.length > 0 ||
    filter.due.length > 0 ||
    filter.done !== null ||
    filter.blocked === true ||
    (filter.fields?.length ?? 0) > 0
  );
}

/** Lower case without accents ("Crème" → "creme"), so search ignores both. */
export function normalizeText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The words of a query, normalised; [] for a blank one. */
export function searchTerms(q: string): string[] {
  return normalizeText(q).split(/\s+/).filter(Boolean);
}

// Cards are immutable snapshots: their searchable text is computed once per object, not once per keystroke.
const textCache = new WeakMap<Card, string>();

/** A card's own searchable text (title, description, checklist titles and items), normalised. */
export function cardSearchText(card: Card): string {
  let text = textCache.get(card);
  if (text === undefined) {
    const parts = [card.title, card.description];
    for (const checklist of card.checklists) {
      parts.push(checklist.title);
      for (const item of checklist.items) parts.push(item.text);
    }
    text = normalizeText(parts.join('\n'));
    textCache.set(card, text);
  }
  return text;
}

/** Local midnight starting the week that holds `now` (weeks start on `weekStartsOn`, 0 = Sunday). */
export function startOfWeek(now: number, weekStartsOn = 1): number {
  const day = new Date(now);
  const back = (day.getDay() - weekStartsOn + 7) % 7;
  return new Date(day.getFullYear(), day.getMonth(), day.getDate() - back).getTime();
}

/** Local midnight starting the week after the one that holds `now`. */
export function endOfWeek(now: number, weekStartsOn = 1): number {
  const start = new Date(startOfWeek(now, weekStartsOn));
  return new Date(start.getFullYear(), start.getMonth(), start.getDate() + 7).getTime();
}

/** The check items of `card`, every checklist's, in order. */
function checkItemsOf(card: Card): CheckItem[] {
  return card.checklists.flatMap((checklist) => checklist.items);
}

/** Whether a due date `at` (with its done state) falls under `due` at time `now`. */
function dateMatches(at: number, done: boolean, due: 'overdue' | 'week', now: number, weekStartsOn: number) {
  if (due === 'overdue') return !done && at < now;
  return at >= startOfWeek(now, weekStartsOn) && at < endOfWeek(now, weekStartsOn);
}

/**
 * Whether a card's due date — or one of its check items' — falls under `due` at time `now`: "overdue" and "this
 * week" match a card with a check item due then (an item counts as done by its own tick), "no date" a card with no
 * date at all.
 */
export function matchesDue(card: Card, due: DueFilter, now: number, weekStartsOn = 1): boolean {
  // A template's date is a pattern for its copies, not a deadline: no due filter lists it (not even "no date").
  if (card.isTemplate) return false;
  const items = checkItemsOf(card).filter((item) => item.dueAt !== undefined && item.dueAt !== null);
  if (due === 'none') return card.dueAt === null && items.length === 0;
  if (card.dueAt !== null && dateMatches(card.dueAt, card.dueDone, due, now, weekStartsOn)) return true;
  return items.some((item) => dateMatches(item.dueAt as number, item.done, due, now, weekStartsOn));
}

/** A card's people and its check items' assignees match member filter `value` ("assigned to me" included). */
function matchesMember(card: Card, value: string, me: string | null): boolean {
  const items = checkItemsOf(card);
  if (value === MEMBER_ME)
    return me !== null && (card.assigneeIds.includes(me) || items.some((item) => item.assigneeId === me));
  if (value === NO_MEMBER)
    return (
      card.assigneeIds.length === 0 &&
      card.memberNames.length === 0 &&
      items.every((item) => !item.assigneeId && !item.assigneeName)
    );
  if (value.startsWith('uid:')) {
    const uid = value.slice(4);
    return card.assigneeIds.includes(uid) || items.some((item) => item.assigneeId === uid);
  }
  if (value.startsWith('name:')) {
    const name = value.slice(5);
    return card.memberNames.includes(name) || items.some((item) => item.assigneeName === name);
  }
  return false;
}

/**
 * The filter as a test on one card, prepared once (query split, sets built) for running over thousands of cards.
 */
export function compileFilter(filter: CardFilter, context: FilterContext): (card: Card) => boolean {
  const terms = searchTerms(filter.q);
  const labels = new Set(filter.labels);
  const { now, me, comments } = context;
  const weekStartsOn = context.weekStartsOn ?? 1;
  const fields = compileFieldFilter(filter.fields ?? [], context.customFields ?? {}, normalizeText);
  return (card) => {
    if (filter.done !== null && card.dueDone !== filter.done) return false;
    if (filter.blocked && !context.blocked?.has(card.id)) return false;
    if (fields && !fields(card)) return false;
    if (labels.size > 0) {
      const none = labels.has(NO_LABEL) && card.labelIds.length === 0;
      if (!none && !card.labelIds.some((id) => labels.has(id))) return false;
    }
    if (filter.members.length > 0 && !filter.members.some((m) => matchesMember(card, m, me))) return false;
    if (filter.due.length > 0 && !filter.due.some((d) => matchesDue(card, d, now, weekStartsOn)))
      return false;
    if (terms.length > 0) {
      const own = cardSearchText(card);
      const extra = comments?.get(card.id) ?? '';
      if (!terms.every((term) => own.includes(term) || extra.includes(term))) return false;
    }
    return true;
  };
}

/** Whether `card` passes `filter`. For many cards, compile the filter once with compileFilter. */
export function cardMatches(card: Card, filter: CardFilter, context: FilterContext): boolean {
  return compileFilter(filter, context)(card);
}

/** A filtered board: the cards kept per list (same order), and how many were kept of how many. */
export interface FilteredBoard {
  visibleByList: Map<string, Card[]>;
  matched: number;
  total: number;
}

/**
 * Applies `filter` to the cards of the lists `listIds` (the board's open lists; cards of other lists are not
 * counted). `total` counts those cards, `matched` the ones kept.
 */
export function filterBoard(
  listIds: readonly string[],
  cardsByList: ReadonlyMap<string, readonly Card[]>,
  filter: CardFilter,
  context: FilterContext,
): FilteredBoard {
  const test = compileFilter(filter, context);
  const visibleByList = new Map<string, Card[]>();
  let matched = 0;
  let total = 0;
  for (const listId of listIds) {
    const cards = cardsByList.get(listId) ?? [];
    const kept = cards.filter(test);
    visibleByList.set(listId, kept);
    matched += kept.length;
    total += cards.length;
  }
  return { visibleByList, matched, total };
}

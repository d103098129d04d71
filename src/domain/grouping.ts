/**
 * Cards grouped by one of their properties (issue 26): the timeline's rows and the board's swimlanes. Which groups a
 * card is in, the groups' order and titles, and the change that takes a card from one group to another.
 */
import type { Card, Label, List } from './model';
import type { CustomField, CustomFields } from './custom-fields/schema';
import { valuesOf, withValue } from './custom-fields/values';
import { ownEntry } from './palette';

/** What cards are grouped by: their list, labels, members, or a dropdown custom field (`field:<id>`). */
export type Grouping = 'list' | 'label' | 'member' | `field:${string}`;
/** The groupings every board has (a dropdown field adds its own). */
export const GROUPINGS: readonly Grouping[] = ['list', 'label', 'member'];
/** The key of the group of cards without a label, member or value. */
export const NO_GROUP = 'none';

/** The dropdown field a grouping names (`field:<id>`), or undefined when it names none of `fields`' dropdowns. */
export function groupingField(grouping: Grouping, fields: CustomFields): CustomField | undefined {
  if (!grouping.startsWith('field:')) return undefined;
  const field = ownEntry(fields, grouping.slice('field:'.length));
  return field?.type === 'dropdown' ? field : undefined;
}

/** What naming and ordering groups needs from the board. */
export interface GroupingContext {
  lists: readonly List[];
  labels: readonly Label[];
  nameOf: (uid: string) => string;
  /** The board's custom fields (for a grouping by a dropdown). */
  fields: CustomFields;
  /** The title of the group of cards without a label, member or value ("No label", "No member", "No value"). */
  noneTitle: string;
  /** The board's members: with `withEmpty`, each has a group even without a card. */
  memberIds?: readonly string[];
}

/** A group: `list:<id>`, `label:<id>`, `member:<uid>`, `option:<id>` (a dropdown's) or `none`, with its items. */
export interface CardGroup<T> {
  key: string;
  title: string;
  /** A label's or option's colour name, for the group's swatch. */
  color?: string;
  items: T[];
}

/**
 * The keys of the groups `card` is in: its list; each of its labels that the board has (a card with two labels is
 * in both); each member; its option of the dropdown. `none` when it has no label, member or option.
 */
export function groupKeysOf(
  card: Card,
  grouping: Grouping,
  labelIds: ReadonlySet<string>,
  field: CustomField | undefined,
): string[] {
  if (grouping === 'list') return [`list:${card.listId}`];
  if (field) {
    const value = valuesOf(card)[grouping.slice('field:'.length)];
    return typeof value === 'string' && field.options.some((o) => o.id === value)
      ? [`option:${value}`]
      : [NO_GROUP];
  }
  const keys =
    grouping === 'label'
      ? card.labelIds.filter((id) => labelIds.has(id)).map((id) => `label:${id}`)
      : card.assigneeIds.map((uid) => `member:${uid}`);
  return keys.length === 0 ? [NO_GROUP] : [...new Set(keys)];
}

/**
 * `cards` grouped by `grouping`, each card turned into an item by `itemOf` (null leaves it out): by list in the
 * board's order of lists, by label in the board's order of labels, by dropdown in its options' order, by member by
 * name; `none` last. Groups without an item are left out, unless `withEmpty`: then every list, label, option and
 * member of `context.memberIds` has its group, and `none` too (something to drag a card onto).
 */
export function groupCards<T>(
  cards: readonly Card[],
  grouping: Grouping,
  context: GroupingContext,
  itemOf: (card: Card) => T | null,
  withEmpty = false,
): CardGroup<T>[] {
  const labelsById = new Map(context.labels.map((label) => [label.id, label]));
  const field = groupingField(grouping, context.fields);
  const options = new Map((field?.options ?? []).map((option) => [option.id, option]));
  const listTitles = new Map(context.lists.map((list) => [list.id, list.title]));
  const groups = new Map<string, CardGroup<T>>();
  const groupOf = (key: string): CardGroup<T> => {
    let group = groups.get(key);
    if (group) return group;
    const [kind, id = ''] = key.split(/:(.*)/s);
    const label = kind === 'label' ? labelsById.get(id) : undefined;
    const option = kind === 'option' ? options.get(id) : undefined;
    const title =
      kind === 'list'
        ? (listTitles.get(id) ?? '')
        : kind === 'member'
          ? context.nameOf(id)
          : (label?.name ?? option?.name ?? context.noneTitle);
    const color = label?.color ?? option?.color;
    groups.set(key, (group = { key, title, items: [], ...(color ? { color } : {}) }));
    return group;
  };
  const labelIds = new Set(labelsById.keys());
  for (const card of cards) {
    const item = itemOf(card);
    if (item === null) continue;
    for (const key of groupKeysOf(card, grouping, labelIds, field)) groupOf(key).items.push(item);
  }
  // The board's own order of lists, options or labels; members have none (null): they go by name.
  const fixed =
    grouping === 'list'
      ? context.lists.map((list) => `list:${list.id}`)
      : field
        ? [...options.keys()].map((id) => `option:${id}`)
        : grouping === 'label'
          ? context.labels.map((label) => `label:${label.id}`)
          : null;
  if (withEmpty) {
    const keys =
      fixed ?? (grouping === 'member' ? (context.memberIds ?? []).map((uid) => `member:${uid}`) : []);
    for (const key of keys) groupOf(key);
    if (grouping !== 'list') groupOf(NO_GROUP);
  }
  const order =
    fixed ??
    [...groups.values()]
      .filter((group) => group.key !== NO_GROUP)
      .sort((a, b) => a.title.localeCompare(b.title))
      .map((group) => group.key);
  return [...order, NO_GROUP].flatMap((key) => groups.get(key) ?? []);
}

/** The card fields a move between groups other than lists changes. */
export type RegroupPatch = Partial<Pick<Card, 'labelIds' | 'assigneeIds' | 'fields'>>;

/** What a card taken from one group to another changes: its list, or its labels, members or a dropdown's value. */
export type Regroup = { kind: 'list'; listId: string } | { kind: 'patch'; patch: RegroupPatch };

/**
 * The change that takes `card` from group `from` to group `to` (keys of `grouping`'s groups), or null when there is
 * none to make. By a dropdown field, the card takes the target's option (none on "No value"). By label or member,
 * it loses the one of the group it was taken from and gains the target's; onto "No label" or "No member" it only
 * loses the one it was taken from.
 */
export function regroup(
  card: Card,
  grouping: Grouping,
  from: string,
  to: string,
  fields: CustomFields,
): Regroup | null {
  if (from === to) return null;
  const idOf = (key: string) => (key === NO_GROUP ? null : key.slice(key.indexOf(':') + 1));
  const toId = idOf(to);
  if (grouping === 'list') return toId === null ? null : { kind: 'list', listId: toId };
  if (grouping.startsWith('field:')) {
    const field = groupingField(grouping, fields);
    if (!field) return null;
    const fieldId = grouping.slice('field:'.length);
    return { kind: 'patch', patch: { fields: withValue(valuesOf(card), fields, fieldId, toId) } };
  }
  const key = grouping === 'label' ? 'labelIds' : 'assigneeIds';
  const next = card[key].filter((id) => id !== idOf(from));
  if (toId !== null && !next.includes(toId)) next.push(toId);
  return { kind: 'patch', patch: key === 'labelIds' ? { labelIds: next } : { assigneeIds: next } };
}

/** The values `card` has now of the fields `patch` changes: what Undo writes back. */
export function keptFor(card: Card, patch: RegroupPatch): RegroupPatch {
  const kept: RegroupPatch = {};
  if ('labelIds' in patch) kept.labelIds = card.labelIds;
  if ('assigneeIds' in patch) kept.assigneeIds = card.assigneeIds;
  if ('fields' in patch) kept.fields = valuesOf(card);
  return kept;
}

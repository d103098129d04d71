/** The member choices of the filter bar, from the people named on the board's cards. */
import type { Card } from '../../../domain/model';
import { memberName, memberUid } from '../../../domain/filter/card-filter';

/** A person on the board's cards: their filter value and what to call them. */
export interface PersonChoice {
  value: string;
  name: string;
}

/**
 * Everyone assigned to or named on `cards` or their check items, sorted by name: people from an imported board by their name, Lanes
 * accounts other than `me` by `nameOf(uid)`.
 */
export function peopleOnCards(
  cards: readonly Card[],
  me: string,
  nameOf: (uid: string) => string,
): PersonChoice[] {
  const names = new Set<string>();
  const uids = new Set<string>();
  for (const card of cards) {
    for (const name of card.memberNames) names.add(name);
    for (const uid of card.assigneeIds) if (uid !== me) uids.add(uid);
    // Check items' assignees are people on the card too ("assigned to me" finds them: card-filter.ts).
    for (const checklist of card.checklists)
      for (const item of checklist.items) {
        if (item.assigneeName) names.add(item.assigneeName);
        if (item.assigneeId && item.assigneeId !== me) uids.add(item.assigneeId);
      }
  }
  const people = [
    ...[...names].map((name) => ({ value: memberName(name), name })),
    ...[...uids].map((uid) => ({ value: memberUid(uid), name: nameOf(uid) })),
  ];
  return people.sort((a, b) => a.name.localeCompare(b.name));
}

// The board filter: each criterion alone, then their combination, and the URL form.
import { describe, expect, it } from 'vitest';
import type { Card } from '../model';
import { sampleCard } from '../samples';
import {
  EMPTY_FILTER,
  MEMBER_ME,
  NO_LABEL,
  NO_MEMBER,
  cardMatches,
  endOfWeek,
  filterBoard,
  isFilterActive,
  memberName,
  memberUid,
  startOfWeek,
  type CardFilter,
  type FilterContext,
} from './card-filter';
import { readFilterParams, writeFilterParams } from './filter-params';

let seq = 0;
function card(overrides: Partial<Card> = {}): Card {
  seq += 1;
  return sampleCard({ id: `c${seq}`, rank: `a${seq}`, title: `Card ${seq}`, ...overrides });
}

// Wednesday 2024-05-15, 12:00 local time: the week (Monday start) runs from May 13 to May 20.
const NOW = new Date(2024, 4, 15, 12).getTime();
const DAY = 24 * 60 * 60 * 1000;
const ctx: FilterContext = { now: NOW, me: 'me-uid' };
const f = (partial: Partial<CardFilter>): CardFilter => ({ ...EMPTY_FILTER, ...partial });
const keeps = (c: Card, filter: Partial<CardFilter>, context = ctx) => cardMatches(c, f(filter), context);

describe('text', () => {
  it('finds words in the title, description and checklists, ignoring case and accents', () => {
    expect(keeps(card({ title: 'Paint the fence' }), { q: 'PAINT' })).toBe(true);
    expect(keeps(card({ title: 'Crème brûlée' }), { q: 'creme brulee' })).toBe(true);
    expect(keeps(card({ description: 'Buy **green** paint' }), { q: 'green' })).toBe(true);
    const withChecklist = card({
      checklists: [{ id: 'k', title: 'Shopping', items: [{ id: 'i', text: 'Sandpaper', done: false }] }],
    });
    expect(keeps(withChecklist, { q: 'sandpaper' })).toBe(true);
    expect(keeps(withChecklist, { q: 'shopping' })).toBe(true);
    expect(keeps(card({ title: 'Mow the lawn' }), { q: 'paint' })).toBe(false);
  });

  it('needs every word, each anywhere in the card', () => {
    const c = card({ title: 'Paint the fence', description: 'white, two coats' });
    expect(keeps(c, { q: 'fence white' })).toBe(true);
    expect(keeps(c, { q: 'fence blue' })).toBe(false);
  });

  it('searches comments only for the cards whose comments were read', () => {
    const c = card({ title: 'Fence' });
    expect(keeps(c, { q: 'monday' })).toBe(false);
    expect(keeps(c, { q: 'monday' }, { ...ctx, comments: new Map([[c.id, 'started on monday']]) })).toBe(
      true,
    );
  });

  it('treats a blank query as no query', () => {
    expect(isFilterActive(f({ q: '   ' }))).toBe(false);
    expect(keeps(card(), { q: '  ' })).toBe(true);
  });
});

describe('label', () => {
  it('keeps cards with any of the chosen labels, or without labels for "none"', () => {
    const red = card({ labelIds: ['red'] });
    const both = card({ labelIds: ['red', 'blue'] });
    const bare = card();
    expect([red, both, bare].map((c) => keeps(c, { labels: ['blue'] }))).toEqual([false, true, false]);
    expect([red, both, bare].map((c) => keeps(c, { labels: ['red', 'blue'] }))).toEqual([true, true, false]);
    expect([red, both, bare].map((c) => keeps(c, { labels: [NO_LABEL] }))).toEqual([false, false, true]);
    expect([red, both, bare].map((c) => keeps(c, { labels: [NO_LABEL, 'blue'] }))).toEqual([
      false,
      true,
      true,
    ]);
  });
});

describe('member', () => {
  const mine = card({ assigneeIds: ['me-uid'] });
  const theirs = card({ assigneeIds: ['other'] });
  const named = card({ memberNames: ['Jing Zhou'] });
  const nobody = card();
  const all = [mine, theirs, named, nobody];

  it('matches "me" against assignees, by the signed-in uid', () => {
    expect(all.map((c) => keeps(c, { members: [MEMBER_ME] }))).toEqual([true, false, false, false]);
    expect(keeps(mine, { members: [MEMBER_ME] }, { ...ctx, me: null })).toBe(false);
  });
  it('matches an account by uid and an imported person by name', () => {
    expect(all.map((c) => keeps(c, { members: [memberUid('other')] }))).toEqual([false, true, false, false]);
    expect(all.map((c) => keeps(c, { members: [memberName('Jing Zhou')] }))).toEqual([
      false,
      false,
      true,
      false,
    ]);
  });
  it('matches "none" only on cards with neither assignees nor member names', () => {
    expect(all.map((c) => keeps(c, { members: [NO_MEMBER] }))).toEqual([false, false, false, true]);
  });
  it('keeps a card matching any chosen member; ignores unknown values', () => {
    expect(all.map((c) => keeps(c, { members: [MEMBER_ME, NO_MEMBER] }))).toEqual([true, false, false, true]);
    expect(keeps(mine, { members: ['bogus'] })).toBe(false);
  });
});

describe('due', () => {
  const overdue = card({ dueAt: NOW - DAY });
  const overdueDone = card({ dueAt: NOW - DAY, dueDone: true });
  const laterThisWeek = card({ dueAt: NOW + 2 * DAY });
  const nextWeek = card({ dueAt: NOW + 6 * DAY });
  const lastWeek = card({ dueAt: NOW - 4 * DAY });
  const undated = card();
  const all = [overdue, overdueDone, laterThisWeek, nextWeek, lastWeek, undated];

  it('calls a card overdue when its date has passed and it is not done', () => {
    expect(all.map((c) => keeps(c, { due: ['overdue'] }))).toEqual([true, false, false, false, true, false]);
  });
  it('keeps cards due in the current calendar week, done or not', () => {
    expect(all.map((c) => keeps(c, { due: ['week'] }))).toEqual([true, true, true, false, false, false]);
  });
  it('"none" keeps cards without a due date; choices combine with OR', () => {
    expect(all.map((c) => keeps(c, { due: ['none'] }))).toEqual([false, false, false, false, false, true]);
    expect(all.map((c) => keeps(c, { due: ['none', 'overdue'] }))).toEqual([
      true,
      false,
      false,
      false,
      true,
      true,
    ]);
  });
  it('puts the week boundaries at local midnight, starting Monday or the given day', () => {
    expect(new Date(startOfWeek(NOW)).toString()).toBe(new Date(2024, 4, 13).toString());
    expect(new Date(endOfWeek(NOW)).toString()).toBe(new Date(2024, 4, 20).toString());
    expect(new Date(startOfWeek(NOW, 0)).toString()).toBe(new Date(2024, 4, 12).toString());
    const sunday = card({ dueAt: new Date(2024, 4, 19, 23, 59).getTime() });
    expect(keeps(sunday, { due: ['week'] })).toBe(true);
    expect(keeps(sunday, { due: ['week'] }, { ...ctx, weekStartsOn: 0 })).toBe(false);
  });
});

describe('done', () => {
  it('keeps done cards, or cards not done', () => {
    const done = card({ dueAt: NOW, dueDone: true });
    const open = card({ dueAt: NOW });
    expect([done, open].map((c) => keeps(c, { done: true }))).toEqual([true, false]);
    expect([done, open].map((c) => keeps(c, { done: false }))).toEqual([false, true]);
  });
});

describe('criteria together', () => {
  it('keeps only cards that pass every criterion', () => {
    const hit = card({
      title: 'Sand the fence',
      labelIds: ['red'],
      memberNames: ['Ana'],
      dueAt: NOW - DAY,
    });
    const filter: Partial<CardFilter> = {
      q: 'fence',
      labels: ['red'],
      members: [memberName('Ana')],
      due: ['overdue'],
      done: false,
    };
    expect(keeps(hit, filter)).toBe(true);
    // Each variant breaks exactly one criterion.
    expect(keeps({ ...hit, title: 'Sand the gate' }, filter)).toBe(false);
    expect(keeps({ ...hit, labelIds: ['blue'] }, filter)).toBe(false);
    expect(keeps({ ...hit, memberNames: ['Bo'] }, filter)).toBe(false);
    expect(keeps({ ...hit, dueAt: NOW + DAY }, filter)).toBe(false);
    expect(keeps({ ...hit, dueDone: true }, filter)).toBe(false);
  });

  it('filters a board list by list and counts only the cards of the given lists', () => {
    const a = card({ listId: 'l1', labelIds: ['red'] });
    const b = card({ listId: 'l1' });
    const c = card({ listId: 'l2', labelIds: ['red'] });
    const hidden = card({ listId: 'archived-list', labelIds: ['red'] });
    const byList = new Map([
      ['l1', [a, b]],
      ['l2', [c]],
      ['archived-list', [hidden]],
    ]);
    const result = filterBoard(['l1', 'l2'], byList, f({ labels: ['red'] }), ctx);
    expect(result.matched).toBe(2);
    expect(result.total).toBe(3);
    expect(result.visibleByList.get('l1')).toEqual([a]);
    expect(result.visibleByList.get('l2')).toEqual([c]);
    expect(filterBoard(['l1', 'l2'], byList, EMPTY_FILTER, ctx).matched).toBe(3);
  });
});

describe('blocked', () => {
  it('keeps only the cards waiting on a card that is not done, and counts as a filter', () => {
    const waiting = card();
    const free = card();
    const context = { ...ctx, blocked: new Map([[waiting.id, 2]]) };
    expect(keeps(waiting, { blocked: true }, context)).toBe(true);
    expect(keeps(free, { blocked: true }, context)).toBe(false);
    expect(keeps(free, {}, context)).toBe(true);
    // Without the counts no card is blocked.
    expect(keeps(waiting, { blocked: true })).toBe(false);
    expect(isFilterActive(f({ blocked: true }))).toBe(true);
  });
});

describe('URL parameters', () => {
  it('round-trips a filter and keeps other parameters', () => {
    const filter: CardFilter = {
      q: 'paint fence',
      labels: ['L1', NO_LABEL],
      members: [MEMBER_ME, memberName('Jing Zhou')],
      due: ['overdue', 'week'],
      done: false,
      blocked: true,
      fields: [
        { fieldId: 'F1', op: 'is', value: 'opt1' },
        { fieldId: 'F2', op: 'has', value: 'a.b c' },
      ],
    };
    const params = writeFilterParams(new URLSearchParams('keep=1&q=old'), filter);
    expect(params.get('keep')).toBe('1');
    expect(readFilterParams(new URLSearchParams(params.toString()))).toEqual(filter);
    expect(params.toString()).toContain('member=name%3AJing+Zhou');
  });

  it('reads missing and unknown values as "any" and writes nothing for an empty filter', () => {
    expect(readFilterParams(new URLSearchParams('due=someday&done=maybe&blocked=1'))).toEqual(EMPTY_FILTER);
    expect(writeFilterParams(new URLSearchParams(), EMPTY_FILTER).toString()).toBe('');
  });
});

describe('templates', () => {
  const template = card({ isTemplate: true, dueAt: NOW - DAY, title: 'Weekly review' });

  it('are left out of every due filter, "no date" included: their date is a pattern, not a deadline', () => {
    expect(keeps(template, { due: ['overdue'] })).toBe(false);
    expect(keeps(template, { due: ['week'] })).toBe(false);
    expect(keeps(card({ isTemplate: true }), { due: ['none'] })).toBe(false);
    expect(keeps(card({ dueAt: NOW - DAY }), { due: ['overdue'] })).toBe(true);
  });

  it('are still found by text', () => {
    expect(keeps(template, { q: 'weekly' })).toBe(true);
  });
});

describe('check items (issue 17 item 7)', () => {
  const withItem = (item: Partial<Card['checklists'][number]['items'][number]>) =>
    card({
      checklists: [{ id: 'k', title: 'Steps', items: [{ id: 'i', text: 'Step', done: false, ...item }] }],
    });

  it('"assigned to me", a member and "no member" see the check items\' assignees', () => {
    expect(keeps(withItem({ assigneeId: 'me-uid' }), { members: [MEMBER_ME] })).toBe(true);
    expect(keeps(withItem({ assigneeId: 'other' }), { members: [MEMBER_ME] })).toBe(false);
    expect(keeps(withItem({ assigneeId: 'other' }), { members: [memberUid('other')] })).toBe(true);
    expect(keeps(withItem({ assigneeName: 'Grace' }), { members: [memberName('Grace')] })).toBe(true);
    expect(keeps(withItem({ assigneeName: 'Grace' }), { members: [NO_MEMBER] })).toBe(false);
    expect(keeps(withItem({}), { members: [NO_MEMBER] })).toBe(true);
  });

  it('"overdue", "this week" and "no date" see the check items\' due dates', () => {
    expect(keeps(withItem({ dueAt: NOW - DAY }), { due: ['overdue'] })).toBe(true);
    expect(keeps(withItem({ dueAt: NOW - DAY, done: true }), { due: ['overdue'] })).toBe(false);
    expect(keeps(withItem({ dueAt: NOW + DAY }), { due: ['week'] })).toBe(true);
    expect(keeps(withItem({ dueAt: NOW + 30 * DAY }), { due: ['week'] })).toBe(false);
    expect(keeps(withItem({ dueAt: NOW + DAY }), { due: ['none'] })).toBe(false);
    expect(keeps(withItem({ dueAt: null }), { due: ['none'] })).toBe(true);
  });
});

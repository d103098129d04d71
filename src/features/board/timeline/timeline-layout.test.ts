import { describe, expect, it } from 'vitest';
import { sampleCard, sampleList } from '../../../domain/samples';
import type { Label } from '../../../domain/model';
import type { CustomFields } from '../../../domain/custom-fields/schema';
import {
  changeDates,
  dayIndex,
  groupTimeline,
  openingDay,
  startsBeforeEnd,
  ticks,
  timelineItem,
  timelineRows,
  timelineSpan,
  todayIndex,
  unscheduledCards,
} from './timeline-layout';

const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h).getTime();
const midnight = (y: number, m: number, d: number) => new Date(y, m - 1, d).getTime();

const lists = [sampleList({ id: 'l1', title: 'To do' }), sampleList({ id: 'l2', title: 'Doing' })];
const labels: Label[] = [
  { id: 'red', name: 'Urgent', color: 'red' },
  { id: 'blue', name: 'Later', color: 'blue' },
];
const fields: CustomFields = {
  prio: {
    name: 'Priority',
    type: 'dropdown',
    rank: 'a',
    showOnCard: false,
    options: [
      { id: 'hi', name: 'High', color: 'red' },
      { id: 'lo', name: 'Low', color: 'green' },
    ],
  },
  note: { name: 'Note', type: 'text', rank: 'b', showOnCard: false, options: [] },
};
const context = {
  lists,
  labels,
  fields,
  nameOf: (uid: string) => ({ u1: 'Zoe', u2: 'Ana' })[uid] ?? uid,
  noneTitle: 'None',
};

describe('timelineItem', () => {
  it('draws a bar from the start day through the due day', () => {
    const item = timelineItem(sampleCard({ startAt: at(2026, 12, 1, 9), dueAt: at(2026, 12, 3, 17) }));
    expect(item).toMatchObject({ from: midnight(2026, 12, 1), to: midnight(2026, 12, 4), marker: false });
  });

  it('draws a marker for one date, and nothing for a card without dates', () => {
    expect(timelineItem(sampleCard({ dueAt: at(2026, 12, 3) }))).toMatchObject({
      from: midnight(2026, 12, 3),
      marker: true,
    });
    expect(timelineItem(sampleCard({ startAt: at(2026, 12, 5) }))?.marker).toBe(true);
    // A start after the due date counts as none, as on the calendar.
    expect(timelineItem(sampleCard({ startAt: at(2026, 12, 9), dueAt: at(2026, 12, 3) }))?.from).toBe(
      midnight(2026, 12, 3),
    );
    expect(timelineItem(sampleCard({ startAt: null, dueAt: null }))).toBeNull();
  });
});

describe('groupTimeline', () => {
  const cards = [
    sampleCard({
      id: 'a',
      listId: 'l2',
      dueAt: at(2026, 12, 1),
      labelIds: ['blue', 'red'],
      assigneeIds: ['u1'],
    }),
    sampleCard({ id: 'b', listId: 'l1', dueAt: at(2026, 12, 2), labelIds: [], assigneeIds: ['u2', 'u1'] }),
    sampleCard({ id: 'c', listId: 'l1', dueAt: null, labelIds: ['red'] }),
  ];
  const shape = (grouping: 'list' | 'label' | 'member') =>
    groupTimeline(cards, grouping, context).map((g) => [g.title, g.items.map((i) => i.card.id)]);

  it('groups by list in the board order of lists, leaving out cards without dates', () => {
    expect(shape('list')).toEqual([
      ['To do', ['b']],
      ['Doing', ['a']],
    ]);
  });

  it('puts a card with two labels under both, in the board order of labels, and unlabelled cards last', () => {
    expect(shape('label')).toEqual([
      ['Urgent', ['a']],
      ['Later', ['a']],
      ['None', ['b']],
    ]);
    expect(groupTimeline(cards, 'label', context)[0]?.color).toBe('red');
  });

  it('groups by member by name', () => {
    expect(shape('member')).toEqual([
      ['Ana', ['b']],
      ['Zoe', ['a', 'b']],
    ]);
  });

  it('groups by a dropdown field in the order of its options, cards without a value last', () => {
    const valued = [
      sampleCard({ id: 'x', dueAt: at(2026, 12, 1), fields: { prio: 'lo' } }),
      sampleCard({ id: 'y', dueAt: at(2026, 12, 1), fields: { prio: 'hi' } }),
      sampleCard({ id: 'z', dueAt: at(2026, 12, 1), fields: { prio: 'gone' } }),
    ];
    expect(
      groupTimeline(valued, 'field:prio', context).map((g) => [g.title, g.items.map((i) => i.card.id)]),
    ).toEqual([
      ['High', ['y']],
      ['Low', ['x']],
      ['None', ['z']],
    ]);
  });

  it('lists the cards with neither date as unscheduled', () => {
    expect(unscheduledCards(cards).map((c) => c.id)).toEqual(['c']);
  });
});

describe('timelineRows', () => {
  it('hides the cards of a collapsed group but keeps its heading', () => {
    const groups = groupTimeline(
      [
        sampleCard({ id: 'a', listId: 'l1', dueAt: at(2026, 12, 1) }),
        sampleCard({ id: 'b', listId: 'l2', dueAt: at(2026, 12, 2) }),
      ],
      'list',
      context,
    );
    const rows = timelineRows(groups, new Set(['list:l1']));
    expect(
      rows.map((r) => (r.kind === 'group' ? `${r.group.title}${r.collapsed ? '+' : ''}` : r.item.card.id)),
    ).toEqual(['To do+', 'Doing', 'b']);
  });
});

describe('the span and the scale', () => {
  const groups = groupTimeline(
    [sampleCard({ id: 'a', listId: 'l1', startAt: at(2026, 3, 10), dueAt: at(2026, 4, 2) })],
    'list',
    context,
  );

  it('starts on a month’s first day two weeks before the earliest date and runs two months past the latest', () => {
    const span = timelineSpan(groups, at(2026, 3, 20));
    expect(span.from).toBe(midnight(2026, 2, 1));
    expect(span.to).toBe(midnight(2026, 7, 1));
  });

  it('takes today in when today is outside the cards’ dates', () => {
    const span = timelineSpan(groups, at(2026, 12, 25));
    expect(span.to).toBe(midnight(2027, 3, 1));
    expect(todayIndex(span, at(2026, 12, 25, 0))).toBe(dayIndex(span, at(2026, 12, 25)));
  });

  it('marks every Monday at week zoom and every quarter at quarter zoom', () => {
    const span = { from: midnight(2026, 1, 1), to: midnight(2027, 1, 1) };
    const mondays = ticks(span, 'week');
    expect(mondays).toHaveLength(52);
    expect(mondays.every((tick) => new Date(tick.at).getDay() === 1)).toBe(true);
    expect(ticks(span, 'quarter').map((tick) => new Date(tick.at).getMonth())).toEqual([0, 3, 6, 9]);
    expect(ticks(span, 'month')).toHaveLength(12);
    expect(ticks(span, 'day')).toHaveLength(365);
  });
});

describe('changeDates', () => {
  const card = sampleCard({ startAt: at(2026, 12, 1, 9), dueAt: at(2026, 12, 3, 17) });

  it('moves both dates by whole days, keeping their times of day', () => {
    expect(changeDates(card, 'move', 2)).toEqual({ startAt: at(2026, 12, 3, 9), dueAt: at(2026, 12, 5, 17) });
    expect(changeDates(card, 'move', 0)).toBeNull();
  });

  it('changes one end, never past the other', () => {
    expect(changeDates(card, 'due', -1)).toEqual({ dueAt: at(2026, 12, 2, 17) });
    expect(changeDates(card, 'start', 2)).toEqual({ startAt: at(2026, 12, 3, 9) });
    expect(changeDates(card, 'start', 3)).toBeNull();
    expect(changeDates(card, 'due', -3)).toBeNull();
  });

  it('gives a card with only a due date a start when its start end is pulled earlier', () => {
    const dueOnly = sampleCard({ startAt: null, dueAt: at(2026, 12, 3, 17) });
    expect(changeDates(dueOnly, 'start', -2)).toEqual({ startAt: at(2026, 12, 1, 17) });
    expect(changeDates(dueOnly, 'move', 1)).toEqual({ dueAt: at(2026, 12, 4, 17) });
  });
});

describe('startsBeforeEnd', () => {
  it('names the waiting cards whose first day comes before the blocker’s last', () => {
    const blocker = sampleCard({ id: 'x', startAt: at(2026, 12, 1), dueAt: at(2026, 12, 5) });
    const early = sampleCard({ id: 'e', dueAt: at(2026, 12, 5) });
    const after = sampleCard({ id: 'a', startAt: at(2026, 12, 6), dueAt: at(2026, 12, 9) });
    const undated = sampleCard({ id: 'u', startAt: null, dueAt: null });
    expect(startsBeforeEnd(blocker, [early, after, undated]).map((c) => c.id)).toEqual(['e']);
    expect(startsBeforeEnd(sampleCard({ startAt: null, dueAt: null }), [early])).toEqual([]);
  });
});

describe('openingDay', () => {
  const span = { from: midnight(2026, 10, 1), to: midnight(2027, 2, 1) };
  const rowsOf = (...dues: number[]) =>
    timelineRows(
      groupTimeline(
        dues.map((due, i) => sampleCard({ id: `c${i}`, listId: 'l1', dueAt: due })),
        'list',
        context,
      ),
      new Set(),
    );

  it('puts today a third in when a bar of the first screen is then in view', () => {
    const today = at(2026, 11, 29);
    expect(openingDay(rowsOf(at(2026, 12, 10)), span, today, 30)).toBe(dayIndex(span, today) - 10);
  });

  it('goes to the earliest bar of the first screen when none would be in view', () => {
    const rows = rowsOf(at(2026, 11, 5), at(2026, 11, 3));
    expect(openingDay(rows, span, at(2026, 11, 29), 30)).toBe(dayIndex(span, at(2026, 11, 3)) - 2);
    expect(openingDay([], span, at(2026, 11, 29), 30)).toBe(dayIndex(span, at(2026, 11, 29)) - 10);
  });
});

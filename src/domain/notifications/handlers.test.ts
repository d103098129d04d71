import { describe, expect, it } from 'vitest';
import { blankCardFields } from '../cards';
import type { Board, Card } from '../model';
import {
  addedToBoardNotifications,
  assignmentNotifications,
  dueSoonNotifications,
  mentionNotifications,
} from './handlers';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  DUE_SOON_MS,
  inboxEntrySchema,
  readSettings,
  type NotificationSettings,
} from './types';
import { sampleBoard } from '../samples';

const NOW = Date.UTC(2026, 5, 1, 12);
const HOUR = 60 * 60 * 1000;
const ANA = { uid: 'ana', name: 'Ana Owner' };
const BEA = { uid: 'bea', name: 'Bea Member' };

const board: Board = sampleBoard({
  id: 'b1',
  title: 'Team plans',
  roles: { ana: 'owner', bea: 'member', cal: 'observer' },
  memberIds: ['ana', 'bea', 'cal'],
  createdBy: 'ana',
  createdAt: 1,
  updatedAt: 1,
});

function card(extra: Partial<Card> = {}): Card {
  return {
    id: 'c1',
    boardId: 'b1',
    listId: 'l1',
    rank: 'a0',
    title: 'Paint the fence',
    ...blankCardFields(),
    createdBy: 'ana',
    createdAt: 1,
    updatedAt: NOW,
    ...extra,
  };
}

const everyone = () => DEFAULT_NOTIFICATION_SETTINGS;
const recipients = (deliveries: { uid: string }[]) => deliveries.map((d) => d.uid);

describe('assignmentNotifications', () => {
  const change = (before: string[], after: string[], actor = ANA) => ({
    board,
    before: { assigneeIds: before },
    after: card({ assigneeIds: after }),
    actor,
    at: NOW,
  });

  it('notifies each newly assigned member, with the card and who did it', () => {
    const out = assignmentNotifications(change([], ['bea', 'cal']), everyone);
    expect(recipients(out)).toEqual(['bea', 'cal']);
    expect(out[0]?.entry).toMatchObject({
      type: 'assigned',
      boardId: 'b1',
      cardId: 'c1',
      actorUid: 'ana',
      actorName: 'Ana Owner',
      cardTitle: 'Paint the fence',
      boardTitle: 'Team plans',
      readAt: null,
      createdAt: NOW,
    });
    expect(out[0]?.entry.text).toBe('Ana Owner assigned you to “Paint the fence” on Team plans');
    expect(out[0]?.push).toBe(true);
  });

  it('never notifies the actor who assigned themselves', () => {
    expect(assignmentNotifications(change([], ['ana']), everyone)).toEqual([]);
    expect(recipients(assignmentNotifications(change([], ['bea', 'ana'], BEA), everyone))).toEqual(['ana']);
  });

  it('writes nothing when the card is saved twice with the same assignees', () => {
    const first = assignmentNotifications(change([], ['bea']), everyone);
    expect(first).toHaveLength(1);
    expect(assignmentNotifications(change(['bea'], ['bea']), everyone)).toEqual([]);
    // The same save handled twice (a retried trigger) gives the same id: the writer keeps one entry.
    expect(assignmentNotifications(change([], ['bea']), everyone)[0]?.entry.id).toBe(first[0]?.entry.id);
  });

  it('skips non-members, removals, and archived cards', () => {
    expect(assignmentNotifications(change([], ['stranger']), everyone)).toEqual([]);
    expect(assignmentNotifications(change(['bea'], []), everyone)).toEqual([]);
    const archived = { ...change([], ['bea']), after: card({ assigneeIds: ['bea'], archivedAt: NOW }) };
    expect(assignmentNotifications(archived, everyone)).toEqual([]);
  });

  it('notifies a new card created with assignees (before = null)', () => {
    const created = { ...change([], ['bea']), before: null };
    expect(recipients(assignmentNotifications(created, everyone))).toEqual(['bea']);
  });
});

describe('mentionNotifications', () => {
  const members = [
    { uid: 'ana', displayName: 'Ana Owner' },
    { uid: 'bea', displayName: 'Bea Member' },
    { uid: 'gone', displayName: 'Gone Person' },
  ];
  const comment = (text: string, authorUid = 'ana') => ({
    board,
    card: { id: 'c1', title: 'Paint the fence' },
    comment: { id: 'm1', text, authorUid, createdAt: NOW },
    members,
    authorName: 'Ana Owner',
  });

  it('notifies each mentioned member once, with an excerpt', () => {
    const out = mentionNotifications(comment('@Bea Member can you? @bea member!'), everyone);
    expect(recipients(out)).toEqual(['bea']);
    expect(out[0]?.entry).toMatchObject({
      type: 'mentioned',
      cardId: 'c1',
      actorUid: 'ana',
      excerpt: '@Bea Member can you? @bea member!',
    });
  });

  it('never notifies the author mentioning themselves, nor non-members', () => {
    expect(mentionNotifications(comment('note to self @Ana Owner'), everyone)).toEqual([]);
    expect(mentionNotifications(comment('@Gone Person?'), everyone)).toEqual([]);
  });

  it('gives the same id when the same comment is handled twice', () => {
    const a = mentionNotifications(comment('@Bea Member'), everyone);
    const b = mentionNotifications(comment('@Bea Member'), everyone);
    expect(a[0]?.entry.id).toBe(b[0]?.entry.id);
  });

  it('cuts a long comment to one line of 140 characters', () => {
    const out = mentionNotifications(comment(`@Bea Member\n${'x'.repeat(300)}`), everyone);
    expect(out[0]?.entry.excerpt).toHaveLength(140);
    expect(out[0]?.entry.excerpt?.endsWith('…')).toBe(true);
  });
});

describe('dueSoonNotifications', () => {
  const sweep = (cards: Card[], extra: { onlyFor?: string; now?: number } = {}) =>
    dueSoonNotifications(
      { now: extra.now ?? NOW, cards, boardOf: (id) => (id === 'b1' ? board : undefined), ...extra },
      everyone,
    );

  it('notifies the assignees of a card due within 24 hours, once per card and due date', () => {
    const due = card({ assigneeIds: ['ana', 'bea'], dueAt: NOW + 3 * HOUR });
    const first = sweep([due]);
    expect(recipients(first)).toEqual(['ana', 'bea']);
    expect(first[0]?.entry).toMatchObject({ type: 'dueSoon', actorUid: null, dueAt: NOW + 3 * HOUR });
    // An hour later the same card gives the same ids: the writer adds nothing.
    expect(sweep([due], { now: NOW + HOUR }).map((d) => d.entry.id)).toEqual(first.map((d) => d.entry.id));
    // A new due date is news again.
    const moved = sweep([{ ...due, dueAt: NOW + 5 * HOUR }]);
    expect(moved[0]?.entry.id).not.toBe(first[0]?.entry.id);
  });

  it('leaves out cards done, archived, overdue, too far off, on unknown boards, and non-members', () => {
    const base = { assigneeIds: ['bea'], dueAt: NOW + HOUR };
    expect(sweep([card({ ...base, dueDone: true })])).toEqual([]);
    expect(sweep([card({ ...base, archivedAt: 5 })])).toEqual([]);
    expect(sweep([card({ ...base, dueAt: NOW - 1 })])).toEqual([]);
    expect(sweep([card({ ...base, dueAt: NOW + DUE_SOON_MS + 1 })])).toEqual([]);
    expect(sweep([card({ ...base, boardId: 'elsewhere' })])).toEqual([]);
    expect(sweep([card({ ...base, assigneeIds: ['stranger'] })])).toEqual([]);
    expect(recipients(sweep([card({ ...base, dueAt: NOW + DUE_SOON_MS })]))).toEqual(['bea']);
  });

  it('sweeps for one user only when asked', () => {
    const due = card({ assigneeIds: ['ana', 'bea'], dueAt: NOW + HOUR });
    expect(recipients(sweep([due], { onlyFor: 'bea' }))).toEqual(['bea']);
  });
});

describe('addedToBoardNotifications', () => {
  it('tells the new member who let them in', () => {
    const out = addedToBoardNotifications({ board, uid: 'bea', addedBy: ANA, at: NOW }, everyone);
    expect(recipients(out)).toEqual(['bea']);
    expect(out[0]?.entry).toMatchObject({ type: 'addedToBoard', cardId: null, actorName: 'Ana Owner' });
    expect(out[0]?.entry.text).toBe('Ana Owner added you to the board Team plans');
  });

  it('is silent for someone who added themselves or left again', () => {
    expect(addedToBoardNotifications({ board, uid: 'bea', addedBy: BEA, at: NOW }, everyone)).toEqual([]);
    expect(addedToBoardNotifications({ board, uid: 'left', addedBy: ANA, at: NOW }, everyone)).toEqual([]);
  });
});

describe('entry shape', () => {
  it('always fits inboxEntrySchema, however long the titles and names', () => {
    const long = 'x'.repeat(512);
    const out = assignmentNotifications(
      {
        board: { ...board, title: long },
        before: null,
        after: card({ title: long, assigneeIds: ['bea'] }),
        actor: { uid: 'ana', name: 'y'.repeat(300) },
        at: NOW,
      },
      everyone,
    );
    expect(inboxEntrySchema.safeParse(out[0]?.entry).success).toBe(true);
  });
});

describe('settings', () => {
  const beaWants = (mine: Partial<NotificationSettings>) => (uid: string) =>
    uid === 'bea' ? { ...DEFAULT_NOTIFICATION_SETTINGS, ...mine } : DEFAULT_NOTIFICATION_SETTINGS;
  const assign = (settings: (uid: string) => NotificationSettings) =>
    assignmentNotifications(
      { board, before: null, after: card({ assigneeIds: ['bea', 'cal'] }), actor: ANA, at: NOW },
      settings,
    );

  it('writes no entry for an event whose inbox channel is off', () => {
    expect(recipients(assign(beaWants({ assigned: { inApp: false, push: true } })))).toEqual(['cal']);
  });

  it('keeps the entry but sends no push when only push is off', () => {
    const out = assign(beaWants({ assigned: { inApp: true, push: false } }));
    expect(out.map((d) => [d.uid, d.push])).toEqual([
      ['bea', false],
      ['cal', true],
    ]);
  });

  it('affects only the event it is set for', () => {
    const off = beaWants({ mentioned: { inApp: false, push: false } });
    expect(recipients(assign(off))).toEqual(['bea', 'cal']);
  });

  it('reads stored settings leniently', () => {
    expect(readSettings(undefined)).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
    expect(readSettings({ dueSoon: { inApp: false, push: false } }).dueSoon).toEqual({
      inApp: false,
      push: false,
    });
    expect(readSettings({ dueSoon: 'nope' })).toEqual(DEFAULT_NOTIFICATION_SETTINGS);
  });
});

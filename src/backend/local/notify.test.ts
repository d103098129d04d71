// Local notifications end to end on one IndexedDB: two users in two tabs; A invites B (B is told), assigns B,
// mentions B; saving twice writes nothing twice; the due-date sweep; settings; mark read.
import { afterEach, describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids';
import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '../../domain/notifications';
import { seedBoard } from '../contract/fixtures';
import { firstSnapshot } from '../contract/harness';
import type { Backend, InboxView } from '../ports';
import { deleteTestBrowsers, testBrowser } from './test-browser';

let n = 0;
afterEach(deleteTestBrowsers);

/** Ana owns a board with one card; Bea joined it through Ana's invite. Each has a tab of one browser. */
async function twoOnABoard() {
  const { openTab } = testBrowser('notify');
  n += 1;
  const a = openTab();
  const b = openTab();
  const ana = await a.auth.signUp({ email: `a${n}@x.test`, password: '123456', displayName: 'Ana Owner' });
  const bea = await b.auth.signUp({ email: `b${n}@x.test`, password: '123456', displayName: 'Bea Member' });
  const { boardId, cardIds } = await seedBoard(a, 'Team plans', [1]);
  const cardId = cardIds[0]?.[0] ?? '';
  const { token } = await a.calls!.inviteMember({ boardId, role: 'member' });
  await b.calls!.acceptInvite({ token });
  return { a, b, ana, bea, boardId, cardId };
}

const inboxOf = (backend: Backend): Promise<InboxView> =>
  firstSnapshot<InboxView>((o) => backend.inbox!.watchInbox(o));

describe('local notifications', () => {
  it('tells B about joining, being assigned and being mentioned; A, the actor, gets nothing', async () => {
    const { a, b, bea, boardId, cardId } = await twoOnABoard();
    await a.boards.updateCard(boardId, cardId, { assigneeIds: [bea.uid] });
    await a.boards.addComment(boardId, cardId, { id: newId(), text: '@bea member please paint it' });
    const inbox = await inboxOf(b);
    expect(inbox.unread).toBe(3);
    expect(inbox.entries.map((e) => e.type)).toEqual(['mentioned', 'assigned', 'addedToBoard']);
    expect(inbox.entries[0]).toMatchObject({ cardId, actorName: 'Ana Owner', cardTitle: expect.any(String) });
    expect((await inboxOf(a)).entries).toEqual([]);
  });

  it('writes no duplicate when the card is saved twice', async () => {
    const { a, b, bea, boardId, cardId } = await twoOnABoard();
    await a.boards.updateCard(boardId, cardId, { assigneeIds: [bea.uid] });
    await a.boards.updateCard(boardId, cardId, { assigneeIds: [bea.uid] });
    await a.boards.updateCard(boardId, cardId, { title: 'Renamed' });
    const inbox = await inboxOf(b);
    expect(inbox.entries.filter((e) => e.type === 'assigned')).toHaveLength(1);
  });

  it('sweeps due dates once per card and due date', async () => {
    const { a, b, bea, boardId, cardId } = await twoOnABoard();
    await a.boards.updateCard(boardId, cardId, {
      assigneeIds: [bea.uid],
      dueAt: Date.now() + 60 * 60 * 1000,
    });
    // Each watch runs the sweep; two watches make two sweeps.
    await inboxOf(b);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const inbox = await inboxOf(b);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await inboxOf(b);
    expect(inbox.entries.filter((e) => e.type === 'dueSoon')).toHaveLength(1);
    expect(again.entries.filter((e) => e.type === 'dueSoon')).toHaveLength(1);
  });

  it('respects settings and marks read', async () => {
    const { a, b, bea, boardId, cardId } = await twoOnABoard();
    await b.inbox!.setSettings({ ...DEFAULT_NOTIFICATION_SETTINGS, assigned: { inApp: false, push: false } });
    const settings = await firstSnapshot<NotificationSettings>((o) => b.inbox!.watchSettings(o));
    expect(settings.assigned).toEqual({ inApp: false, push: false });
    await a.boards.updateCard(boardId, cardId, { assigneeIds: [bea.uid] });
    await a.boards.addComment(boardId, cardId, { id: newId(), text: 'hey @Bea Member' });
    let inbox = await inboxOf(b);
    expect(inbox.entries.map((e) => e.type)).toEqual(['mentioned', 'addedToBoard']);
    await b.inbox!.markRead(inbox.entries[0]?.id ?? '');
    inbox = await inboxOf(b);
    expect(inbox.unread).toBe(1);
    expect(inbox.entries[0]?.readAt).toEqual(expect.any(Number));
    await b.inbox!.markAllRead();
    expect((await inboxOf(b)).unread).toBe(0);
  });

  it('refuses a signed-out caller', async () => {
    const backend = testBrowser('notify').openTab();
    await expect(backend.inbox!.markAllRead()).rejects.toMatchObject({ code: 'unauthenticated' });
  });
});

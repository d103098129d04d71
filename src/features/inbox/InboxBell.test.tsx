// The bell and the inbox panel over an in-memory InboxPort: the unread count, opening an entry (marks it read
// and goes to its card), mark all read, and a foreground notification shown as a toast.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { InboxPort, InboxView, Observer, PushPort } from '../../backend/ports';
import { emailUser, fakeAuth, fakeBackend } from '../../backend/testing/fake-backend';
import type { InboxEntry } from '../../domain/notifications/types';
import type { PushNotice } from '../../domain/push-link';
import { MemoryRouter, useLocation } from '../../ui/routing';
import { ToastProvider } from '../../ui/toast';
import { InboxBell } from './InboxBell';

afterEach(cleanup);

const NOW = Date.now();

function entry(id: string, extra: Partial<InboxEntry>): InboxEntry {
  return {
    id,
    type: 'assigned',
    boardId: 'b1',
    cardId: 'c1',
    actorUid: 'ana',
    actorName: 'Ana Owner',
    boardTitle: 'Team plans',
    cardTitle: 'Paint the fence',
    excerpt: null,
    dueAt: null,
    text: '',
    createdAt: NOW,
    readAt: null,
    ...extra,
  };
}

/** An InboxPort in memory, with a push port whose foreground notices the test sends. */
function memoryInbox(entries: InboxEntry[]) {
  let observer: Observer<InboxView> | null = null;
  let foreground: ((notice: PushNotice) => void) | null = null;
  const emit = () =>
    observer?.next({
      data: { entries: [...entries], unread: entries.filter((e) => e.readAt === null).length },
      pending: false,
      fromCache: false,
    });
  const push: PushPort = {
    permission: () => 'default',
    enabled: () => false,
    enable: async () => 'granted',
    disable: async () => undefined,
    onForeground(listener) {
      foreground = listener;
      return () => (foreground = null);
    },
  };
  const inbox: InboxPort = {
    watchInbox(o) {
      observer = o;
      queueMicrotask(emit);
      return () => (observer = null);
    },
    async markRead(id) {
      entries = entries.map((e) => (e.id === id ? { ...e, readAt: Date.now() } : e));
      emit();
    },
    async markAllRead() {
      entries = entries.map((e) => ({ ...e, readAt: e.readAt ?? Date.now() }));
      emit();
    },
    watchSettings: () => () => undefined,
    setSettings: async () => undefined,
    push,
  };
  return { inbox, notify: (notice: PushNotice) => foreground?.(notice) };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function renderBell(port: InboxPort) {
  const backend = { ...fakeBackend(fakeAuth(emailUser)), inbox: port };
  render(
    <BackendProvider backend={backend}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/']}>
          <InboxBell user={emailUser} />
          <Where />
        </MemoryRouter>
      </ToastProvider>
    </BackendProvider>,
  );
}

describe('InboxBell', () => {
  it('shows the unread count and opens an entry at its card, marking it read', async () => {
    const { inbox } = memoryInbox([
      entry('m1', { type: 'mentioned', excerpt: '@Bea Member please', createdAt: NOW - 1000 }),
      entry('a1', { createdAt: NOW - 2000 }),
      entry('j1', { type: 'addedToBoard', cardId: null, cardTitle: null, readAt: NOW - 5 }),
    ]);
    renderBell(inbox);
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(bell.textContent).toContain('2');
    fireEvent.click(bell);
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const items = within(panel).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringContaining('Ana Owner mentioned you on “Paint the fence”'),
      expect.stringContaining('Ana Owner assigned you to “Paint the fence”'),
      expect.stringContaining('Ana Owner added you to the board Team plans'),
    ]);
    fireEvent.click(within(panel).getByRole('button', { name: /^Unread: Ana Owner mentioned you/ }));
    expect(screen.getByTestId('where').textContent).toContain('/b/b1/c/c1');
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it('marks all read, and marks one read without opening it', async () => {
    const { inbox } = memoryInbox([entry('a1', {}), entry('a2', { cardId: 'c2' })]);
    renderBell(inbox);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    fireEvent.click(within(panel).getAllByRole('button', { name: /^Mark read:/ })[0] as HTMLElement);
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
    expect(within(panel).getByRole<HTMLButtonElement>('button', { name: 'Mark all read' }).disabled).toBe(
      true,
    );
  });

  it('says so when there is nothing, and closes on Escape', async () => {
    renderBell(memoryInbox([]).inbox);
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    fireEvent.click(bell);
    expect(await screen.findByText(/Nothing new/)).toBeTruthy();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(bell);
  });

  it('shows a notification that arrives while Lanes is in front as a toast that opens it', async () => {
    const { inbox, notify } = memoryInbox([]);
    renderBell(inbox);
    await screen.findByRole('button', { name: 'Notifications' });
    act(() => notify({ title: 'You were mentioned', body: 'Ana: hi', path: '/b/b1/c/c9' }));
    expect(await screen.findByText('Ana: hi')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByTestId('where').textContent).toContain('/b/b1/c/c9');
  });
});

// The board's sync status: unsynced changes counted from snapshot metadata, "Offline" from the browser or from
// snapshots that keep coming from the cache, and nothing at all in local mode.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { BackendMode } from '../../backend/ports';
import { fakeAuth, fakeBackend } from '../../backend/testing/fake-backend';
import { CACHE_ONLY_OFFLINE_MS, SyncStatus, type SyncStatusProps } from './SyncStatus';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const OFFLINE = 'Offline — changes are saved on this device';

function renderStatus(props: Partial<SyncStatusProps>, mode: BackendMode = 'emulator') {
  const all: SyncStatusProps = { pending: false, pendingCount: 0, fromCache: false, ...props };
  render(
    <BackendProvider backend={fakeBackend(fakeAuth(null), mode)}>
      <SyncStatus {...all} />
    </BackendProvider>,
  );
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => void window.dispatchEvent(new Event('offline')));
}

describe('SyncStatus', () => {
  it('is a polite live region, empty while everything is confirmed', () => {
    renderStatus({});
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(status.textContent).toBe('');
  });

  it('counts unsynced changes', () => {
    renderStatus({ pending: true, pendingCount: 3 });
    expect(screen.getByRole('status').textContent).toBe('3 unsynced changes');
    cleanup();
    renderStatus({ pending: true, pendingCount: 1 });
    expect(screen.getByRole('status').textContent).toBe('1 unsynced change');
  });

  it('says "Offline" when the browser goes offline, with the pending count', () => {
    renderStatus({ pending: true, pendingCount: 2, fromCache: true });
    goOffline();
    expect(screen.getByRole('status').textContent).toBe(`${OFFLINE} · 2 unsynced changes`);
  });

  it('says "Offline" when snapshots keep coming from the cache, not for the first cached answer', () => {
    vi.useFakeTimers();
    renderStatus({ fromCache: true });
    expect(screen.getByRole('status').textContent).toBe('');
    act(() => void vi.advanceTimersByTime(CACHE_ONLY_OFFLINE_MS));
    expect(screen.getByRole('status').textContent).toBe(OFFLINE);
  });

  it('shows nothing in local mode, where nothing is ever pending and everything is on the device', () => {
    renderStatus({ pending: true, pendingCount: 4, fromCache: true }, 'local');
    goOffline();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByText(/Offline|unsynced/)).toBeNull();
  });
});

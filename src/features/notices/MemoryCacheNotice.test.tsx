// The notice for a browser where Firestore had to fall back to its memory cache.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { Backend } from '../../backend/ports';
import { MemoryCacheNotice } from './MemoryCacheNotice';

afterEach(cleanup);

function renderWith(offlineCache: Backend['offlineCache']) {
  // The notice reads `offlineCache` only; the ports it never calls are left out.
  const backend = { mode: 'firebase', offlineCache } as Backend;
  return render(
    <BackendProvider backend={backend}>
      <MemoryCacheNotice />
    </BackendProvider>,
  );
}

describe('MemoryCacheNotice', () => {
  it('warns that offline changes are lost on reload when only the memory cache works, until dismissed', () => {
    renderWith('memory');
    expect(screen.getByRole('status', { name: 'Offline storage notice' }).textContent).toContain(
      'lost if you close or reload this tab',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('status', { name: 'Offline storage notice' })).toBeNull();
  });

  it('says nothing when data is kept on the device', () => {
    renderWith('persistent');
    expect(screen.queryByRole('status')).toBeNull();
  });
});

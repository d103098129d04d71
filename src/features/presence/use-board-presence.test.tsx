// "Ana is editing" is about people who can change the card: an observer who has it open only looks, so their
// open card is neither marked on its tile nor warned about in the dialog; the header still lists them.
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { Backend, BoardsPort, PresencePort } from '../../backend/ports';
import type { Role } from '../../domain/permissions';
import type { Viewer } from '../../domain/presence';
import { useBoardPresence } from './use-board-presence';

afterEach(cleanup);

const here = (uid: string, name: string, editingCardId: string | null): Viewer => ({
  uid,
  name,
  editingCardId,
  lastSeen: 1,
});

function renderPresence(roles?: Readonly<Record<string, Role>>) {
  let show: (viewers: Viewer[]) => void = () => undefined;
  const presence: PresencePort = {
    join(_boardId, onViewers) {
      show = onViewers;
      return { setEditing: () => undefined, leave: () => undefined };
    },
  };
  const refuse = () => Promise.reject(new Error('not faked'));
  const backend: Backend = {
    mode: 'local',
    auth: { onUserChanged: () => () => undefined, signUp: refuse, signIn: refuse, signOut: refuse },
    boards: new Proxy({} as BoardsPort, { get: () => refuse }),
    presence,
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <BackendProvider backend={backend}>{children}</BackendProvider>
  );
  const { result } = renderHook(() => useBoardPresence('b1', 'ana-uid', 'c1', roles), { wrapper });
  act(() => show([here('ana-uid', 'Ana', 'c1'), here('bea-uid', 'Bea', 'c1'), here('cid-uid', 'Cid', 'c1')]));
  return result;
}

describe('useBoardPresence', () => {
  it('counts as editing only the others whose role lets them edit cards', () => {
    const result = renderPresence({ 'ana-uid': 'owner', 'bea-uid': 'observer', 'cid-uid': 'member' });
    expect(result.current.editors.get('c1')).toEqual(['Cid']);
    expect(result.current.viewers.map((v) => v.name)).toEqual(['Ana', 'Bea', 'Cid']);
  });

  it('without roles, counts everyone else who has the card open', () => {
    expect(renderPresence().current.editors.get('c1')).toEqual(['Bea', 'Cid']);
  });
});

// Members' names: someone who leaves or is removed keeps their name in what the board shows (the activity feed's
// "Ana removed Bea"), instead of turning into "A member (uid…)" the moment they are gone.
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { Backend, BoardsPort, Member, Observer } from '../../backend/ports';
import type { Board } from '../../domain/model';
import { rememberNames, useMembers } from './use-members';

afterEach(cleanup);

const ana: Member = { uid: 'ana-uid', role: 'owner', displayName: 'Ana' };
const bea: Member = { uid: 'bea-uid', role: 'member', displayName: 'Bea' };

describe('rememberNames', () => {
  it('adds and renames, keeps those who are gone, and returns the same map when nothing changed', () => {
    const first = rememberNames(new Map(), [ana, bea]);
    expect([...first]).toEqual([
      ['ana-uid', 'Ana'],
      ['bea-uid', 'Bea'],
    ]);
    expect(rememberNames(first, [ana])).toBe(first);
    const renamed = rememberNames(first, [{ ...ana, displayName: 'Ana Lima' }]);
    expect(renamed.get('ana-uid')).toBe('Ana Lima');
    expect(renamed.get('bea-uid')).toBe('Bea');
  });
});

describe('useMembers', () => {
  it('still names a member after they left the board', async () => {
    let observer: Observer<Member[]> | undefined;
    const refuse = () => Promise.reject(new Error('not faked'));
    const boards = new Proxy({} as BoardsPort, {
      get: (_target, name) =>
        name === 'watchMembers'
          ? (_boardId: string, o: Observer<Member[]>) => {
              observer = o;
              return () => undefined;
            }
          : refuse,
    });
    const backend: Backend = {
      mode: 'local',
      auth: { onUserChanged: () => () => undefined, signUp: refuse, signIn: refuse, signOut: refuse },
      boards,
    };
    const board = { id: 'b1', roles: { 'ana-uid': 'owner' } } as unknown as Board;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <BackendProvider backend={backend}>{children}</BackendProvider>
    );
    const { result } = renderHook(() => useMembers(board), { wrapper });

    await act(async () => observer?.next({ data: [ana, bea], pending: false, fromCache: false }));
    expect(result.current.nameOf('bea-uid')).toBe('Bea');
    await act(async () => observer?.next({ data: [ana], pending: false, fromCache: false }));
    expect(result.current.members.map((m) => m.uid)).toEqual(['ana-uid']);
    expect(result.current.nameOf('bea-uid')).toBe('Bea');
    expect(result.current.nameOf('someone-else')).toBe('A member (someon)');
  });
});

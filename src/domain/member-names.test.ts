import { describe, expect, it } from 'vitest';
import { withNames } from './member-names';

describe('withNames', () => {
  it('lists the board’s roles with the mirror’s names; the roles win over a lagging mirror', () => {
    const roles = { a: 'owner', b: 'observer', c: 'member' } as const;
    const mirror = [
      { uid: 'a', role: 'owner' as const, displayName: 'Ana' },
      { uid: 'b', role: 'member' as const, displayName: 'Bea' },
      { uid: 'gone', role: 'member' as const, displayName: 'Gone' },
    ];
    expect(withNames(roles, mirror)).toEqual([
      { uid: 'a', role: 'owner', displayName: 'Ana' },
      { uid: 'b', role: 'observer', displayName: 'Bea' },
      { uid: 'c', role: 'member', displayName: '' },
    ]);
    expect(withNames(roles, undefined).map((m) => m.displayName)).toEqual(['', '', '']);
  });
});

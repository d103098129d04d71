// The names behind the tiles' avatars: one Map that keeps its identity until a name changes, so 5,000 memoised
// tiles do not re-render on every board update.
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMemberNames } from './use-member-names';

describe('useMemberNames', () => {
  it('keeps the same Map while names stay, and a new one when someone is renamed', () => {
    let names: Record<string, string> = { ana: 'Ana', bea: 'Bea' };
    const { result, rerender } = renderHook(({ uids }) => useMemberNames(uids, (uid) => names[uid] ?? '?'), {
      initialProps: { uids: ['ana', 'bea'] },
    });
    const first = result.current;
    expect(first.get('bea')).toBe('Bea');
    rerender({ uids: ['ana', 'bea'] });
    expect(result.current).toBe(first);
    names = { ...names, bea: 'Bea Costa' };
    rerender({ uids: ['ana', 'bea'] });
    expect(result.current).not.toBe(first);
    expect(result.current.get('bea')).toBe('Bea Costa');
  });
});

// Adding at the end faster than the board shows it: each new key still comes after the previous one.
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { compareRank, keyAtEnd, type Ranked } from '../../domain/ordering';
import { useEndKey } from './use-end-key';

afterEach(cleanup);

it('gives increasing keys while the items shown lag behind, then follows the items again', () => {
  const shown: Ranked[] = [{ id: 'a', rank: 'a0' }];
  const { result, rerender } = renderHook(({ items }) => useEndKey(items), {
    initialProps: { items: shown },
  });
  // Three quick adds before any shows: keyAtEnd(shown) would give the same key three times.
  const keys = [result.current(), result.current(), result.current()];
  expect(new Set(keys).size).toBe(3);
  expect([...keys].sort()).toEqual(keys);
  expect(keys[0]).toBe(keyAtEnd(shown));

  // Another tab added further down meanwhile: the next key goes after that, not after this tab's last.
  const caughtUp = [...shown, ...keys.map((rank, i) => ({ id: `n${i}`, rank })), { id: 'z', rank: 'a9' }];
  rerender({ items: caughtUp });
  const next = result.current();
  expect(compareRank({ id: 'x', rank: next }, { id: 'z', rank: 'a9' })).toBeGreaterThan(0);
});

// Collapsed lists are remembered on this device, per board.
import { act, renderHook } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { useCollapsedLists } from './use-collapsed-lists';

beforeEach(() => localStorage.clear());

it('remembers a collapsed list for its board only, and forgets it when expanded', () => {
  const first = renderHook(() => useCollapsedLists('board-1'));
  act(() => first.result.current.toggle('l1'));
  expect(first.result.current.collapsed.has('l1')).toBe(true);

  expect(renderHook(() => useCollapsedLists('board-1')).result.current.collapsed.has('l1')).toBe(true);
  expect(renderHook(() => useCollapsedLists('board-2')).result.current.collapsed.size).toBe(0);

  act(() => first.result.current.toggle('l1'));
  expect(renderHook(() => useCollapsedLists('board-1')).result.current.collapsed.size).toBe(0);
});

it('ignores a damaged stored value', () => {
  localStorage.setItem('lanes:collapsed-lists:board-1', '{not json');
  expect(renderHook(() => useCollapsedLists('board-1')).result.current.collapsed.size).toBe(0);
});

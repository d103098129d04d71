import { act, renderHook } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { useLabelBars } from './use-label-bars';

beforeEach(() => localStorage.clear());

it('shows names by default; toggling shows bars everywhere and is remembered', () => {
  const first = renderHook(() => useLabelBars());
  const second = renderHook(() => useLabelBars());
  expect(first.result.current.bars).toBe(false);
  act(() => first.result.current.toggle());
  expect(first.result.current.bars).toBe(true);
  expect(second.result.current.bars).toBe(true);
  expect(renderHook(() => useLabelBars()).result.current.bars).toBe(true);
  act(() => second.result.current.toggle());
  expect(first.result.current.bars).toBe(false);
});

import { act, renderHook } from '@testing-library/react';
import { beforeEach, expect, it } from 'vitest';
import { useDraft } from './use-draft';

beforeEach(() => localStorage.clear());

it('keeps unsent text per account, card and field until it is cleared', () => {
  const first = renderHook(() => useDraft('ana', 'card-1', 'comment'));
  expect(first.result.current[0]).toBeNull();
  act(() => first.result.current[1]('Half a thought'));
  first.unmount();
  // The dialog opened again: the text is back; another card, field or account has none.
  expect(renderHook(() => useDraft('ana', 'card-1', 'comment')).result.current[0]).toBe('Half a thought');
  expect(renderHook(() => useDraft('ana', 'card-2', 'comment')).result.current[0]).toBeNull();
  expect(renderHook(() => useDraft('ana', 'card-1', 'description')).result.current[0]).toBeNull();
  expect(renderHook(() => useDraft('bea', 'card-1', 'comment')).result.current[0]).toBeNull();
  const again = renderHook(() => useDraft('ana', 'card-1', 'comment'));
  act(() => again.result.current[1](null));
  expect(renderHook(() => useDraft('ana', 'card-1', 'comment')).result.current[0]).toBeNull();
});

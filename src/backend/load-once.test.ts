// One download for every caller; a failed one is reported as `unavailable` and tried again at the next call.
import { expect, it, vi } from 'vitest';
import { AppError } from '../domain/errors';
import { loadOnce } from './load-once';

it('loads once for every caller', async () => {
  const load = vi.fn(() => Promise.resolve(42));
  const get = loadOnce(load, 'Could not load.');
  expect(await Promise.all([get(), get()])).toEqual([42, 42]);
  expect(await get()).toBe(42);
  expect(load).toHaveBeenCalledTimes(1);
});

it('rejects a failed load with unavailable and its cause, then loads again at the next call', async () => {
  const cause = new Error('chunk failed');
  const load = vi.fn<() => Promise<number>>().mockRejectedValueOnce(cause).mockResolvedValueOnce(7);
  const get = loadOnce(load, 'Could not load.');
  const error = await get().catch((e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  expect(error).toMatchObject({ code: 'unavailable', message: 'Could not load.', cause });
  expect(await get()).toBe(7);
  expect(load).toHaveBeenCalledTimes(2);
});

// One download for every caller; a failed one is reported as `unavailable` and tried again at the next call.
import { expect, it, vi } from 'vitest';
import { AppError } from '../domain/errors';
import { loadOnce, subscribeWhenLoaded } from './load-once';

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

it('subscribes once loaded; unsubscribed before that, it never starts; a failed load is heard unless unsubscribed', async () => {
  const stop = vi.fn();
  const subscribe = vi.fn(() => stop);
  const fail = vi.fn();
  const unsubscribe = subscribeWhenLoaded(Promise.resolve('port'), subscribe, fail);
  await Promise.resolve();
  expect(subscribe).toHaveBeenCalledWith('port');
  unsubscribe();
  expect(stop).toHaveBeenCalledTimes(1);

  const early = vi.fn(() => stop);
  subscribeWhenLoaded(Promise.resolve('port'), early, fail)();
  await Promise.resolve();
  expect(early).not.toHaveBeenCalled();

  const cause = new Error('chunk failed');
  subscribeWhenLoaded(Promise.reject(cause), subscribe, fail);
  subscribeWhenLoaded(Promise.reject(cause), subscribe, fail)();
  await new Promise((r) => setTimeout(r, 0));
  expect(fail).toHaveBeenCalledTimes(1);
  expect(fail).toHaveBeenCalledWith(cause);
});

import { describe, expect, it } from 'vitest';
import { allInOrder } from './all-in-order';

const later = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
const failLater = (ms: number, message: string) =>
  new Promise<never>((_, reject) => setTimeout(() => reject(new Error(message)), ms));

describe('allInOrder', () => {
  it('returns every value in the order given', async () => {
    await expect(allInOrder([later(10, 'board'), later(1, 2), Promise.resolve(null)])).resolves.toEqual([
      'board',
      2,
      null,
    ]);
  });

  it('throws the first failure in order, even when a later one failed sooner', async () => {
    await expect(allInOrder([failLater(20, 'not a member'), failLater(1, 'list full')])).rejects.toThrow(
      'not a member',
    );
  });

  it('waits for every check before it throws', async () => {
    let done = false;
    const slow = later(15, 'x').then(() => (done = true));
    await expect(allInOrder([Promise.reject(new Error('no')), slow])).rejects.toThrow('no');
    expect(done).toBe(true);
  });
});

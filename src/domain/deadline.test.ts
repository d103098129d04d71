import { describe, expect, it, vi } from 'vitest';
import { withDeadline } from './deadline';

describe('withDeadline', () => {
  it('gives what the work gives when it ends in time, and clears its timer', async () => {
    vi.useFakeTimers();
    try {
      await expect(withDeadline(Promise.resolve('done'), 1_000, () => new Error('late'))).resolves.toBe(
        'done',
      );
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('rejects with what `late` makes once the deadline passes first', async () => {
    vi.useFakeTimers();
    try {
      const waiting = withDeadline(new Promise<never>(() => undefined), 1_000, () => new Error('late'));
      const outcome = expect(waiting).rejects.toThrow('late');
      await vi.advanceTimersByTimeAsync(1_000);
      await outcome;
    } finally {
      vi.useRealTimers();
    }
  });

  it('passes on the work’s own refusal', async () => {
    await expect(
      withDeadline(Promise.reject(new Error('refused')), 1_000, () => new Error('late')),
    ).rejects.toThrow('refused');
  });
});

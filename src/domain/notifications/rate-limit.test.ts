// Issue 15 item 10: notices per actor → recipient are limited per minute, and repeats about the same card collapse.
import { describe, expect, it } from 'vitest';
import {
  COLLAPSE_MS,
  collapseKey,
  decideNotice,
  EMPTY_LEDGER,
  NOTICE_WINDOW_MS,
  NOTICES_PER_WINDOW,
  readLedger,
  type NoticeLedger,
} from './rate-limit';

const T = Date.UTC(2026, 0, 1);
const key = (card: string) => collapseKey({ type: 'assigned', boardId: 'b1', cardId: card });

/** Runs notices for `cards` one ms apart from `at`, returning the decisions' kinds and the last ledger. */
function run(cards: string[], at = T, start: NoticeLedger = EMPTY_LEDGER) {
  let ledger = start;
  const kinds = cards.map((card, i) => {
    const { decision, next } = decideNotice(ledger, key(card), `e-${card}-${i}`, at + i);
    ledger = next;
    return decision.kind;
  });
  return { kinds, ledger };
}

describe('decideNotice', () => {
  it(`creates up to ${NOTICES_PER_WINDOW} notices a minute, drops the rest, and allows more the next minute`, () => {
    const cards = Array.from({ length: NOTICES_PER_WINDOW + 2 }, (_, i) => `c${i}`);
    const { kinds, ledger } = run(cards);
    expect(kinds.filter((k) => k === 'create')).toHaveLength(NOTICES_PER_WINDOW);
    expect(kinds.slice(-2)).toEqual(['drop', 'drop']);
    expect(run(['late'], T + NOTICE_WINDOW_MS, ledger).kinds).toEqual(['create']);
  });

  it('collapses a repeat about the same card into the earlier notice within 10 minutes, not after', () => {
    const first = decideNotice(EMPTY_LEDGER, key('c1'), 'e1', T);
    const repeat = decideNotice(first.next, key('c1'), 'e2', T + COLLAPSE_MS - 1);
    expect(repeat.decision).toEqual({ kind: 'collapse', id: 'e1' });
    expect(repeat.next.count).toBe(0); // a new window began, and a collapse is not counted in it
    expect(decideNotice(first.next, key('c1'), 'e3', T + COLLAPSE_MS).decision).toEqual({ kind: 'create' });
    expect(decideNotice(first.next, key('c2'), 'e4', T + 5).decision).toEqual({ kind: 'create' });
    const mention = collapseKey({ type: 'mentioned', boardId: 'b1', cardId: 'c1' });
    expect(decideNotice(first.next, mention, 'e5', T + 5).decision).toEqual({ kind: 'create' });
  });

  it('collapses even when the window is full, so a repeat is never lost', () => {
    const cards = Array.from({ length: NOTICES_PER_WINDOW }, (_, i) => `c${i}`);
    const { ledger } = run(cards);
    expect(decideNotice(ledger, key('c0'), 'x', T + 100).decision).toEqual({
      kind: 'collapse',
      id: 'e-c0-0',
    });
  });

  it('keeps only recent keys, and reads a malformed ledger as empty', () => {
    const { ledger } = run(['c1']);
    expect(Object.keys(decideNotice(ledger, key('c2'), 'e', T + COLLAPSE_MS).next.recent)).toEqual([
      key('c2'),
    ]);
    expect(readLedger({ windowStart: 'x' })).toEqual(EMPTY_LEDGER);
    expect(readLedger(null)).toEqual(EMPTY_LEDGER);
    expect(readLedger({ windowStart: 1, count: 2, recent: { k: { id: 'a', at: 3 }, bad: 5 } })).toEqual({
      windowStart: 1,
      count: 2,
      recent: { k: { id: 'a', at: 3 } },
    });
  });
});

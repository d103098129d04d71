import { describe, expect, it } from 'vitest';
import { PRESENCE_STALE_MS } from './presence';
import { mayClaim, PRESENCE_SLOT_KEYS, slotCandidates } from './presence-slots';

const NOW = 10_000_000;
const live = (slot: string, device: string) => ({ slot, device, lastSeen: NOW - 1_000 });
const stale = (slot: string, device: string, ago = PRESENCE_STALE_MS + 1) => ({ slot, device, lastSeen: NOW - ago });

describe('slotCandidates', () => {
  it('offers the slot this tab holds first, then the free ones, never a live slot of another tab', () => {
    const held = [live('s0', 'other'), live('s3', 'me')];
    const candidates = slotCandidates(held, 'me', NOW);
    expect(candidates[0]).toBe('s3');
    expect(candidates).not.toContain('s0');
    expect(candidates).toHaveLength(9);
  });

  it('offers stale slots, oldest first, once none is free', () => {
    const held = PRESENCE_SLOT_KEYS.map((slot) => live(slot, `tab-${slot}`));
    held[4] = stale('s4', 'crashed', PRESENCE_STALE_MS + 5);
    held[7] = stale('s7', 'older', PRESENCE_STALE_MS + 50);
    expect(slotCandidates(held, 'me', NOW)).toEqual(['s7', 's4']);
  });

  it('offers nothing when ten other tabs are alive: an eleventh device is not shown', () => {
    const held = PRESENCE_SLOT_KEYS.map((slot) => live(slot, `tab-${slot}`));
    expect(slotCandidates(held, 'me', NOW)).toEqual([]);
  });
});

describe('mayClaim', () => {
  it("takes an empty slot, its own, or a stale one; never another tab's live slot", () => {
    expect(mayClaim(null, 'me', NOW)).toBe(true);
    expect(mayClaim({ device: 'me', lastSeen: NOW - 1 }, 'me', NOW)).toBe(true);
    expect(mayClaim({ device: 'other', lastSeen: NOW - PRESENCE_STALE_MS - 1 }, 'me', NOW)).toBe(true);
    expect(mayClaim({ device: 'other', lastSeen: NOW - 1 }, 'me', NOW)).toBe(false);
  });
});

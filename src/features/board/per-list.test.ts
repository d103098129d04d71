import { describe, expect, it } from 'vitest';
import { sampleCard } from '../../domain/samples';
import { perList } from './per-list';

describe('perList', () => {
  it('derives once per array and again for a new array of the same list', () => {
    let walks = 0;
    const templatesOf = perList((cards) => {
      walks++;
      return cards.filter((c) => c.isTemplate);
    });
    const plain = sampleCard({ id: 'b' });
    const cards = [sampleCard({ id: 'a', isTemplate: true }), plain];
    expect(templatesOf(cards).map((c) => c.id)).toEqual(['a']);
    expect(templatesOf(cards).map((c) => c.id)).toEqual(['a']);
    expect(walks).toBe(1);
    // After a move the list has a new array: its result is computed afresh.
    const moved = [plain, sampleCard({ id: 'c', isTemplate: true })];
    expect(templatesOf(moved).map((c) => c.id)).toEqual(['c']);
    expect(walks).toBe(2);
  });
});

/**
 * Card dependencies through the ports (issue 26 item 2): a card's blockers are stored and delivered with it, and a
 * list naming the card itself or one id twice is refused with nothing written, in every adapter.
 */
import { describe, expect, it } from 'vitest';
import { cardsWhen, seedBoard } from './fixtures';
import { errorCode, useHarness, type MakeHarness } from './harness';

/** Defines the dependency tests; part of `describeBoardsContract`. */
export function describeDependenciesContract(make: MakeHarness): void {
  describe('card dependencies', () => {
    const harness = useHarness(make);

    it('stores a card’s blockers and refuses itself or a repeat, writing nothing', async () => {
      const h = harness();
      await h.signUpAs('Ann');
      const { boardId, cardIds } = await seedBoard(h.backend, 'Dependencies', [3]);
      const [a = '', b = '', c = ''] = cardIds[0] ?? [];
      await h.backend.boards.updateCard(boardId, a, { blockedBy: [b, c] });
      const cards = await cardsWhen(h.backend, boardId, (cs) => cs.some((x) => x.blockedBy?.length === 2));
      expect(cards.find((x) => x.id === a)?.blockedBy).toEqual([b, c]);

      expect(await errorCode(h.backend.boards.updateCard(boardId, b, { blockedBy: [b] }))).toBe(
        'invalid-argument',
      );
      expect(await errorCode(h.backend.boards.updateCard(boardId, b, { blockedBy: [c, c] }))).toBe(
        'invalid-argument',
      );
      // Emptied again: the field reads as no blockers.
      await h.backend.boards.updateCard(boardId, a, { blockedBy: [] });
      const after = await cardsWhen(h.backend, boardId, (cs) => cs.every((x) => !x.blockedBy?.length));
      expect(after.find((x) => x.id === b)?.blockedBy ?? []).toEqual([]);
    });
  });
}

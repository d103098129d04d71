/**
 * Custom fields through the ports (issue 18): owners and admins define them on the board, writers set values on
 * cards (checked against the definitions), a move stays one write with the values on, and an import brings both.
 */
import { describe, expect, it } from 'vitest';
import { addField, addOption, changeField } from '../../domain/custom-fields/edit';
import type { CustomFields } from '../../domain/custom-fields/schema';
import { keyBetween } from '../../domain/ordering';
import { cardsWhen, seedBoard, smallPlan } from './fixtures';
import {
  errorCode,
  nextMatching,
  useHarness,
  watch,
  type ContractHarness,
  type MakeHarness,
} from './harness';

/** A text field, a number and a dropdown with options High and Low (ids fixed, so a test can name them). */
function threeFields(): CustomFields {
  let fields = addField({}, 'Note', 'text', 'note').fields;
  fields = addField(fields, 'Estimate', 'number', 'est').fields;
  fields = addField(fields, 'Priority', 'dropdown', 'prio').fields;
  return changeField(fields, 'prio', { options: addOption(addOption([], 'High', 'hi'), 'Low', 'lo') });
}

/** Ann's board with one list of two cards and the three fields defined. */
async function boardWithFields(h: ContractHarness) {
  await h.signUpAs('Ann');
  const seeded = await seedBoard(h.backend, 'Fields', [2]);
  await h.backend.boards.updateBoard(seeded.boardId, { customFields: threeFields() });
  await nextMatching(
    watch(h.backend).board(seeded.boardId),
    (b) => Object.keys(b?.customFields ?? {}).length === 3,
  );
  return seeded;
}

/** Defines the custom-field tests; part of `describeBoardsContract`. */
export function describeCustomFieldsContract(make: MakeHarness): void {
  describe('custom fields', () => {
    const harness = useHarness(make);

    it('delivers the definitions on the board and the values on the card', async () => {
      const h = harness();
      const { boardId, cardIds } = await boardWithFields(h);
      const cardId = cardIds[0]?.[0] ?? '';
      const board = await nextMatching(watch(h.backend).board(boardId), (b) => b !== null);
      expect(board?.customFields?.prio?.options.map((o) => o.name)).toEqual(['High', 'Low']);
      await h.backend.boards.updateCard(boardId, cardId, {
        fields: { note: 'Ask Ana', est: 2.5, prio: 'hi' },
      });
      const cards = await cardsWhen(h.backend, boardId, (cs) => cs.some((c) => c.fields?.prio === 'hi'));
      expect(cards.find((c) => c.id === cardId)?.fields).toEqual({ note: 'Ask Ana', est: 2.5, prio: 'hi' });
    });

    it('refuses values of fields the board does not have, or of the wrong kind, and writes nothing', async () => {
      const h = harness();
      const { boardId, cardIds } = await boardWithFields(h);
      const cardId = cardIds[0]?.[0] ?? '';
      const writes = h.documentsWritten?.();
      const { boards } = h.backend;
      expect(await errorCode(boards.updateCard(boardId, cardId, { fields: { nope: 'x' } }))).toBe(
        'invalid-argument',
      );
      expect(await errorCode(boards.updateCard(boardId, cardId, { fields: { est: 'two' } }))).toBe(
        'invalid-argument',
      );
      expect(await errorCode(boards.updateCard(boardId, cardId, { fields: { prio: 'no-option' } }))).toBe(
        'invalid-argument',
      );
      expect(
        await errorCode(boards.updateCard(boardId, cardId, { fields: { note: 'x'.repeat(1001) } })),
      ).toBe('limit-exceeded');
      if (writes !== undefined) expect(h.documentsWritten?.()).toBe(writes);
    });

    it('moves a card with values by writing that one card, values kept', async () => {
      const h = harness();
      const { boardId, listIds, cardIds } = await boardWithFields(h);
      const [first, second] = [cardIds[0]?.[0] ?? '', cardIds[0]?.[1] ?? ''];
      await h.backend.boards.updateCard(boardId, first, { fields: { est: 8, prio: 'lo' } });
      const before = await cardsWhen(h.backend, boardId, (cs) => cs.some((c) => c.fields?.est === 8));
      const writes = h.documentsWritten?.();
      const rank = keyBetween(before.find((c) => c.id === second)?.rank ?? null, null);
      await h.backend.boards.moveCard(boardId, first, { listId: listIds[0] ?? '', rank });
      if (writes !== undefined) expect(h.documentsWritten?.()).toBe(writes + 1);
      const after = await cardsWhen(h.backend, boardId, (cs) =>
        cs.some((c) => c.id === first && c.rank === rank),
      );
      expect(after.find((c) => c.id === first)?.fields).toEqual({ est: 8, prio: 'lo' });
    });

    it('lets a member set values but not change the definitions', async () => {
      const h = harness();
      const { boardId, cardIds } = await boardWithFields(h);
      const calls = h.backend.calls;
      if (!calls) throw new Error('This harness has no calls port: members cannot be added.');
      const invite = await calls.inviteMember({ boardId, role: 'member' });
      await h.signUpAs('Bob');
      await calls.acceptInvite({ token: invite.token });
      const cardId = cardIds[0]?.[0] ?? '';
      expect(await errorCode(h.backend.boards.updateBoard(boardId, { customFields: {} }))).toBe(
        'permission-denied',
      );
      await h.backend.boards.updateCard(boardId, cardId, { fields: { prio: 'lo' } });
      const cards = await cardsWhen(h.backend, boardId, (cs) => cs.some((c) => c.fields?.prio === 'lo'));
      expect(cards.find((c) => c.id === cardId)?.fields).toEqual({ prio: 'lo' });
    });

    it('imports a board with its fields and each card its values', async () => {
      const h = harness();
      await h.signUpAs('Ann');
      const plan = smallPlan();
      plan.board.customFields = threeFields();
      const card = plan.cards.find((c) => c.id === 'c1');
      if (card) card.fields = { est: 3, prio: 'hi', note: 'from Trello' };
      const boardId = await h.backend.boards.importBoard(plan);
      const board = await nextMatching(watch(h.backend).board(boardId), (b) => b !== null);
      expect(Object.keys(board?.customFields ?? {}).sort()).toEqual(['est', 'note', 'prio']);
      const cards = await cardsWhen(h.backend, boardId, (cs) => cs.some((c) => c.fields !== undefined));
      expect(cards.find((c) => c.title === 'Card c1')?.fields).toEqual({
        est: 3,
        prio: 'hi',
        note: 'from Trello',
      });
    });
  });
}

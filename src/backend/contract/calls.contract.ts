/**
 * The CallsPort contract, run against every adapter that has `calls`: invites, roles and membership through the
 * ports only, and what a role change does to the store (an observer's writes are refused by the store itself,
 * not only hidden by the UI). The handlers' own rules are tested in src/domain/calls; this checks the wiring.
 */
import { describe, expect, it } from 'vitest';
import { newId } from '../../domain/ids';
import type { Backend, CallsPort, Member } from '../ports';
import { seedBoard } from './fixtures';
import {
  errorCode,
  firstSnapshot,
  nextMatching,
  signInAs,
  useHarness,
  watch,
  type MakeHarness,
} from './harness';

function callsOf(backend: Backend): CallsPort {
  if (!backend.calls) throw new Error('This adapter has no `calls` port.');
  return backend.calls;
}

const members =
  (backend: Backend, boardId: string) =>
  (o: Parameters<NonNullable<Backend['boards']['watchMembers']>>[1]) => {
    const watchMembers = backend.boards.watchMembers;
    if (!watchMembers) throw new Error('This adapter has no `watchMembers`.');
    return watchMembers(boardId, o);
  };

const roleList = (list: Member[]) => list.map((m) => [m.displayName, m.role]);

/** Defines the CallsPort contract for adapter `name`; `make` builds a fresh, empty harness before each test. */
export function describeCallsContract(name: string, make: MakeHarness): void {
  describe(`CallsPort contract: ${name}`, () => {
    const harness = useHarness(make);

    /** Ann owns a board with one list and card; Bob joined it through an invite for `role`. */
    async function sharedBoard(role: 'admin' | 'member' | 'observer' = 'member') {
      const { backend, signUpAs } = harness();
      const calls = callsOf(backend);
      const ann = await signUpAs('Ann');
      const seeded = await seedBoard(backend, 'Team', [1]);
      const invite = await calls.inviteMember({ boardId: seeded.boardId, role });
      const bob = await signUpAs('Bob');
      const joined = await calls.acceptInvite({ token: invite.token });
      return { backend, calls, ann, bob, joined, invite, ...seeded };
    }

    it('lets an invited person join with the invite’s role and see the board, members and activity', async () => {
      const { backend, joined, boardId, bob, ann } = await sharedBoard('member');
      expect(joined).toEqual({ boardId, role: 'member', joined: true });
      const boards = await nextMatching(watch(backend).boards, (bs) => bs.some((b) => b.id === boardId));
      expect(boards.find((b) => b.id === boardId)?.roles).toEqual({
        [ann.uid]: 'owner',
        [bob.uid]: 'member',
      });
      if (backend.boards.watchMembers) {
        const list = await nextMatching(members(backend, boardId), (l) => l.length === 2);
        expect(roleList(list)).toEqual([
          ['Ann', 'owner'],
          ['Bob', 'member'],
        ]);
      }
      // Written by the callable on the server: a cache may show the board's older entries first.
      const activity = await nextMatching(
        watch(backend).activity(boardId, 10),
        (a) => a[0]?.type === 'member.join',
      );
      expect(activity[0]).toMatchObject({ type: 'member.join', actorUid: bob.uid, data: { role: 'member' } });
    });

    it('copies a board’s members into a copy its owner just made, and only there', async () => {
      const { backend, calls, ann, bob, boardId } = await sharedBoard('member');
      await signInAs(backend, ann);
      const copy = await seedBoard(backend, 'Team (copy)', [1]);
      await expect(calls.copyMembers({ fromBoardId: boardId, toBoardId: copy.boardId })).resolves.toEqual({
        boardId: copy.boardId,
        added: [bob.uid],
      });
      // Now shared, the copy takes no second copy of members.
      expect(await errorCode(calls.copyMembers({ fromBoardId: boardId, toBoardId: copy.boardId }))).toBe(
        'invalid-argument',
      );
      await signInAs(backend, bob);
      const boards = await nextMatching(watch(backend).boards, (bs) => bs.some((b) => b.id === copy.boardId));
      expect(boards.find((b) => b.id === copy.boardId)?.roles).toEqual({
        [ann.uid]: 'owner',
        [bob.uid]: 'member',
      });
      // A member may not invite, so may not copy the members either.
      const own = await seedBoard(backend, 'Bob’s copy', [1]);
      expect(await errorCode(calls.copyMembers({ fromBoardId: boardId, toBoardId: own.boardId }))).toBe(
        'permission-denied',
      );
    });

    it('lets a member write, and refuses an observer’s writes in the store while comments still work', async () => {
      const { backend, calls, ann, bob, boardId, listIds, cardIds } = await sharedBoard('member');
      const listId = listIds[0] ?? '';
      const cardId = cardIds[0]?.[0] ?? '';
      await backend.boards.createCard(boardId, { id: newId(), listId, title: 'By Bob', rank: 'a5' });

      await signInAs(backend, ann);
      await expect(calls.setMemberRole({ boardId, uid: bob.uid, role: 'observer' })).resolves.toMatchObject({
        role: 'observer',
        changed: true,
      });

      await signInAs(backend, bob);
      const { boards } = backend;
      const codes = await Promise.all([
        errorCode(boards.createCard(boardId, { id: newId(), listId, title: 'x', rank: 'a6' })),
        errorCode(boards.updateCard(boardId, cardId, { title: 'x' })),
        errorCode(boards.moveCard(boardId, cardId, { listId, rank: 'a9' })),
        errorCode(boards.createList(boardId, { id: newId(), title: 'x', rank: 'a9' })),
        errorCode(boards.updateBoard(boardId, { title: 'x' })),
        errorCode(calls.inviteMember({ boardId, role: 'member' })),
      ]);
      expect(codes).toEqual(Array(6).fill('permission-denied'));
      await expect(
        boards.addComment(boardId, cardId, { id: newId(), text: 'Still here' }),
      ).resolves.toBeUndefined();
    });

    it('takes a removed member off the board, lets a member leave, and keeps the last owner', async () => {
      const { backend, calls, ann, bob, boardId } = await sharedBoard('admin');
      expect(await errorCode(calls.removeMember({ boardId, uid: ann.uid }))).toBe('permission-denied');
      await expect(calls.removeMember({ boardId, uid: bob.uid })).resolves.toEqual({
        boardId,
        uid: bob.uid,
        left: true,
      });
      expect(await firstSnapshot(watch(backend).board(boardId))).toBeNull();

      await signInAs(backend, ann);
      expect(await errorCode(calls.removeMember({ boardId, uid: ann.uid }))).toBe('invalid-argument');
      expect(await errorCode(calls.setMemberRole({ boardId, uid: ann.uid, role: 'member' }))).toBe(
        'invalid-argument',
      );
    });

    it('refuses the signed-out, malformed input and non-members', async () => {
      const { backend, signUpAs } = harness();
      const calls = callsOf(backend);
      await signUpAs('Ann');
      const { boardId } = await seedBoard(backend, 'Mine', [0]);
      expect(await errorCode(calls.inviteMember({ boardId, role: 'owner' as 'admin' }))).toBe(
        'invalid-argument',
      );
      expect(await errorCode(calls.acceptInvite({ token: 'nope' }))).toBe('invalid-argument');
      await signUpAs('Stranger');
      expect(await errorCode(calls.inviteMember({ boardId, role: 'member' }))).toBe('permission-denied');
      expect(await errorCode(calls.deleteBoard({ boardId }))).toBe('permission-denied');
      await backend.auth.signOut();
      expect(await errorCode(calls.inviteMember({ boardId, role: 'member' }))).toBe('unauthenticated');
      expect(await errorCode(calls.deleteAccountData({ confirm: true }))).toBe('unauthenticated');
    });

    it('moves a card to another board with its comments and its attachment’s file, and back (Undo)', async () => {
      const { backend, signUpAs } = harness();
      const calls = callsOf(backend);
      await signUpAs('Ann');
      const home = await seedBoard(backend, 'Home', [2]);
      const garden = await seedBoard(backend, 'Garden', [1]);
      const cardId = home.cardIds[0]?.[0] ?? '';
      const [toListId] = garden.listIds;
      await backend.boards.addComment(home.boardId, cardId, { id: newId(), text: 'Use gloves' });
      const file = new File([new Uint8Array(100)], 'rose.png', { type: 'image/png' });
      const attachment = backend.files ? await backend.files.upload(home.boardId, cardId, file).result : null;

      const out = await calls.moveCardToBoard({
        boardId: home.boardId,
        cardId,
        toBoardId: garden.boardId,
        toListId: toListId ?? '',
      });
      expect(out).toMatchObject({ boardId: garden.boardId, listId: toListId, cardId });
      const gardenCards = await nextMatching(watch(backend).cards(garden.boardId), (c) => c.length === 2);
      expect(gardenCards.find((c) => c.id === cardId)).toMatchObject({ listId: toListId });
      await nextMatching(watch(backend).cards(home.boardId), (c) => c.length === 1);
      const comments = await firstSnapshot(watch(backend).comments(garden.boardId, cardId));
      expect(comments.map((c) => c.text)).toEqual(['Use gloves']);
      if (backend.files && attachment) {
        const moved = await firstSnapshot(watch(backend).attachments(garden.boardId, cardId));
        expect(moved[0]?.storagePath).toBe(
          `boards/${garden.boardId}/cards/${cardId}/${attachment.id}/rose.png`,
        );
        const url = await backend.files.getURL(garden.boardId, cardId, attachment.id);
        expect(url.url).toMatch(/^(blob:|https?:)/);
        url.release();
      }

      await calls.moveCardToBoard({
        boardId: garden.boardId,
        cardId,
        toBoardId: home.boardId,
        toListId: out.before.listId,
        rank: out.before.rank,
      });
      const homeCards = await nextMatching(watch(backend).cards(home.boardId), (c) => c.length === 2);
      expect(homeCards.map((c) => c.id)).toContain(cardId);
      expect(await firstSnapshot(watch(backend).comments(home.boardId, cardId))).toHaveLength(1);
    });

    it('deletes a board for every member', async () => {
      const { backend, calls, ann, boardId } = await sharedBoard('member');
      await signInAs(backend, ann);
      await expect(calls.deleteBoard({ boardId })).resolves.toMatchObject({ boardId });
      // Deleted on the server: a cached copy may show until the server's answer arrives.
      expect(await nextMatching(watch(backend).board(boardId), (board) => board === null)).toBeNull();
    });
  });
}

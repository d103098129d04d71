/**
 * Firebase mode's replica and outbox against the emulators (docs/sync.md, issue 24): what each device keeps and
 * sends, across reloads, deletions elsewhere, removal from a board, a long absence, a refusal, and many devices
 * moving cards at once. A "device" is a backend with a replica of its own (`emulatorBackend(…, device)`); a
 * "reload" closes one backend and starts another on the same device (fake-indexeddb keeps its database).
 */
import { disableNetwork, doc, getDocFromServer, getDocsFromServer, collection } from 'firebase/firestore';
import { afterEach, describe, expect, it } from 'vitest';
import { nextMatching, watch, CONTRACT_PASSWORD } from '../../contract/harness';
import { newId } from '../../../domain/ids';
import { keyBetween } from '../../../domain/ordering';
import type { Card } from '../../../domain/model';
import type { RefusedChangeNotice } from '../../ports';
import { queuedCount } from '../../local/replica/outbox';
import type { FirebaseBackend } from '../index';
import { DEMO_PROJECT_ID } from '../config';
import { emulatorBackend, FROM_SERVER_MS, replicaOf, uniqueEmail } from './harness';

const DAY = 24 * 60 * 60_000;
const open: FirebaseBackend[] = [];

/** A backend playing `device`, signed up as a new account `name` or signed in as `as`. */
async function device(name: string, as?: { email: string }): Promise<FirebaseBackend & { email: string }> {
  const backend = await emulatorBackend(undefined, name);
  open.push(backend);
  const email = as?.email ?? uniqueEmail(name.toLowerCase());
  if (as) await backend.auth.signIn({ email, password: CONTRACT_PASSWORD });
  else await backend.auth.signUp({ email, password: CONTRACT_PASSWORD, displayName: name });
  return Object.assign(backend, { email });
}

/** Closes `backend` as a closed tab would (its replica stays on the device). */
async function close(backend: FirebaseBackend): Promise<void> {
  open.splice(open.indexOf(backend), 1);
  await backend.dispose();
}

afterEach(async () => {
  for (const backend of open.splice(0)) await backend.dispose();
});

/** A board with one list and `titles` as cards, made by `owner`, every change acknowledged. */
async function seed(owner: FirebaseBackend, titles: string[]) {
  const boardId = newId();
  const listId = newId();
  await owner.boards.createBoard({ id: boardId, title: 'Synced' });
  await owner.boards.createList(boardId, { id: listId, title: 'Todo', rank: 'a0' });
  const cardIds: string[] = [];
  let rank: string | null = null;
  for (const title of titles) {
    const id = newId();
    rank = keyBetween(rank, null);
    await owner.boards.createCard(boardId, { id, listId, title, rank });
    cardIds.push(id);
  }
  return { boardId, listId, cardIds };
}

/** Invites `guest` to `boardId` with `role` and has it join. */
async function join(
  owner: FirebaseBackend,
  guest: FirebaseBackend,
  boardId: string,
  role: 'member' | 'observer',
) {
  const invite = await owner.calls?.inviteMember({ boardId, role });
  await guest.calls?.acceptInvite({ token: invite?.token ?? '' });
}

const cardsWhen = (backend: FirebaseBackend, boardId: string, ok: (cards: Card[]) => boolean, ms = 10_000) =>
  nextMatching(watch(backend).cards(boardId), ok, ms);

describe('Firebase mode: the replica and its outbox (emulator)', () => {
  it(
    'keeps an offline edit across a reload and sends it once back online',
    { timeout: 2 * FROM_SERVER_MS },
    async () => {
      const ann = await device('Ann');
      const { boardId, cardIds } = await seed(ann, ['Paint']);
      const cardId = cardIds[0] ?? '';
      await cardsWhen(ann, boardId, (cs) => cs.length === 1);
      await disableNetwork(await ann.services.firestore());
      void ann.boards.updateCard(boardId, cardId, { title: 'Paint the fence' }).catch(() => undefined);
      await cardsWhen(ann, boardId, (cs) => cs[0]?.title === 'Paint the fence');
      await close(ann);

      // The page comes back (online): the replica shows the edit before the server has it, and sends it.
      const again = await device('Ann', ann);
      const shown = await nextMatching(
        watch(again).cards(boardId),
        (cs) => cs[0]?.title === 'Paint the fence',
      );
      expect(shown).toHaveLength(1);
      await expect
        .poll(
          async () =>
            (
              await getDocFromServer(
                doc(await again.services.firestore(), 'boards', boardId, 'cards', cardId),
              )
            ).get('title'),
          { timeout: FROM_SERVER_MS },
        )
        .toBe('Paint the fence');
      await expect.poll(() => queuedCount(replicaOf(again, 'Ann'))).toBe(0);
    },
  );

  it('removes a card deleted elsewhere while this device was closed (its tombstone)', async () => {
    const ann = await device('Ann');
    const { boardId, cardIds } = await seed(ann, ['Keep', 'Drop']);
    const bob = await device('Bob');
    await join(ann, bob, boardId, 'member');
    await cardsWhen(bob, boardId, (cs) => cs.length === 2);
    await close(bob);

    await ann.boards.updateCard(boardId, cardIds[1] ?? '', { archivedAt: Date.now() });
    await ann.boards.deleteCard(boardId, cardIds[1] ?? '');

    const bobAgain = await device('Bob', bob);
    const archived = await nextMatching(watch(bobAgain).archivedCards(boardId), (cs) => cs.length === 0);
    expect(archived).toEqual([]);
    const cards = await cardsWhen(bobAgain, boardId, (cs) => cs.length === 1);
    expect(cards.map((c) => c.title)).toEqual(['Keep']);
  });

  it('forgets a board on a device of a member who was removed from it', async () => {
    const ann = await device('Ann');
    const { boardId } = await seed(ann, ['Secret']);
    const bob = await device('Bob');
    await join(ann, bob, boardId, 'member');
    await cardsWhen(bob, boardId, (cs) => cs.length === 1);
    const replica = replicaOf(bob, 'Bob');
    expect(await replica.cards.where('boardId').equals(boardId).count()).toBe(1);

    await ann.calls?.removeMember({ boardId, uid: bob.auth.currentUser()?.uid ?? '' });
    await expect.poll(() => replica.boards.get(boardId), { timeout: 10_000 }).toBeUndefined();
    expect(await replica.cards.where('boardId').equals(boardId).count()).toBe(0);
    expect(await nextMatching(watch(bob).boards, (bs) => bs.length === 0)).toEqual([]);
  });

  it('copies a board whole again on a device away past the tombstones’ horizon', async () => {
    const ann = await device('Ann');
    const { boardId, cardIds } = await seed(ann, ['Keep', 'Drop']);
    const bob = await device('Bob');
    await join(ann, bob, boardId, 'member');
    await cardsWhen(bob, boardId, (cs) => cs.length === 2);
    const replica = replicaOf(bob, 'Bob');
    // A first open shows the copy before the replica has stored it: closed only once it has.
    await expect.poll(async () => (await replica.syncState.get(boardId))?.syncedAt).toBeGreaterThan(0);
    await close(bob);

    await ann.boards.updateCard(boardId, cardIds[1] ?? '', { archivedAt: Date.now() });
    await ann.boards.deleteCard(boardId, cardIds[1] ?? '');
    // 31 days later the purge has deleted the tombstone, and this device last heard of the board then.
    await fetch(
      `http://${process.env.FIRESTORE_EMULATOR_HOST}/v1/projects/${DEMO_PROJECT_ID}/databases/(default)/documents/boards/${boardId}/tombstones/${cardIds[1]}`,
      { method: 'DELETE', headers: { Authorization: 'Bearer owner' } },
    );
    await replica.syncState.update(boardId, { syncedAt: Date.now() - 31 * DAY });

    const bobAgain = await device('Bob', bob);
    const cards = await cardsWhen(bobAgain, boardId, (cs) => cs.length === 1);
    expect(cards.map((c) => c.title)).toEqual(['Keep']);
    expect((await replica.syncState.get(boardId))?.syncedAt).toBeGreaterThan(Date.now() - DAY);
  });

  it('undoes a change the rules refuse and says which one it was', async () => {
    const ann = await device('Ann');
    const { boardId, cardIds } = await seed(ann, ['Paint']);
    const bob = await device('Bob');
    await join(ann, bob, boardId, 'observer');
    await cardsWhen(bob, boardId, (cs) => cs.length === 1);
    // Bob's device still thinks he is a member (its copy of the board from before a change of role).
    const replica = replicaOf(bob, 'Bob');
    const uid = bob.auth.currentUser()?.uid ?? '';
    const board = await replica.boards.get(boardId);
    await replica.boards.put({ ...board!, roles: { ...board!.roles, [uid]: 'member' } });
    const refusals: RefusedChangeNotice[] = [];
    const stop = bob.boards.watchRefused?.((r) => refusals.push(r));

    const edit = bob.boards.updateCard(boardId, cardIds[0] ?? '', { title: 'Mine now' });
    await expect(edit).rejects.toMatchObject({ code: 'permission-denied' });
    const cards = await cardsWhen(bob, boardId, (cs) => cs[0]?.title === 'Paint');
    expect(cards[0]?.title).toBe('Paint');
    await expect.poll(() => refusals.length).toBe(1);
    expect(refusals[0]).toMatchObject({
      what: { action: 'card.update', title: 'Paint' },
      error: { code: 'permission-denied' },
    });
    stop?.();
  });

  it('converges: 20 devices moving cards on one board for 60 s end with one state, no move lost', async () => {
    const owner = await device('Owner');
    const { boardId, listId, cardIds } = await seed(
      owner,
      Array.from({ length: 12 }, (_, i) => `Card ${i + 1}`),
    );
    const second = newId();
    await owner.boards.createList(boardId, { id: second, title: 'Done', rank: 'a1' });
    const lists = [listId, second];
    const devices = [owner];
    // One after another: each new device copies the board through the callable first.
    for (let i = 1; i < 20; i++) {
      const d = await device(`Owner-${i}`, owner);
      await cardsWhen(d, boardId, (cs) => cs.length === 12, 30_000);
      devices.push(d);
    }

    let issued = 0;
    let acknowledged = 0;
    const refused: unknown[] = [];
    const until = Date.now() + 60_000;
    let seq = 0;
    await Promise.all(
      devices.map(async (d, i) => {
        while (Date.now() < until) {
          seq += 1;
          const cardId = cardIds[(seq * 7 + i) % cardIds.length] ?? '';
          const to = lists[(seq + i) % 2] ?? listId;
          // A fresh key each time: between two of the 20 devices' keys, never the same.
          const rank = `a${String(seq).padStart(6, '0')}${String(i).padStart(2, '0')}V`;
          issued += 1;
          void d.boards.moveCard(boardId, cardId, { listId: to, rank }).then(
            () => (acknowledged += 1),
            (e: unknown) => refused.push(e),
          );
          await new Promise((resolve) => setTimeout(resolve, 250 + ((seq * 37) % 250)));
        }
      }),
    );
    await expect.poll(() => acknowledged + refused.length, { timeout: 60_000, interval: 500 }).toBe(issued);
    expect(refused).toEqual([]);
    expect(acknowledged).toBe(issued);

    const server = (
      await getDocsFromServer(collection(await owner.services.firestore(), 'boards', boardId, 'cards'))
    ).docs
      .map((d) => `${d.id}:${String(d.get('listId'))}:${String(d.get('rank'))}`)
      .sort();
    const same = (cs: Card[]) =>
      JSON.stringify(cs.map((c) => `${c.id}:${c.listId}:${c.rank}`).sort()) === JSON.stringify(server);
    await Promise.all(devices.map((d) => cardsWhen(d, boardId, same, 30_000)));
    console.log(
      `20 devices, 60 s: ${issued} moves made, ${acknowledged} acknowledged, ${refused.length} refused`,
    );
  }, 240_000);
});

/**
 * Which replicas exist on this browser, and whether their sign-in was kept (docs/sync.md), in localStorage: at
 * start-up, the replica of a session that was not kept and that no tab holds open any more is cleared
 * (local/replica/leftovers.ts), so the next person on a shared computer finds nothing of the last one's boards.
 */
import { clearLeftover } from '../../local/replica/leftovers';
import { LAST_REPLICA_KEY } from '../../last-replica';

const KEY = 'lanes.replicas';

type Registry = Record<string, { kept: boolean }>;

function read(): Registry {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as Registry) : {};
  } catch {
    return {};
  }
}

function write(registry: Registry): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(registry));
  } catch {
    // No storage (Node, blocked): nothing to clear later either.
  }
}

/** The Web Lock a tab holds while a replica is open in it (shared: many tabs may hold one replica). */
export const openLockName = (name: string): string => `${name}:open`;

/** Records replica `name` and whether its sign-in is kept, and that it is the last opened (last-replica.ts). */
export function registerReplica(name: string, kept: boolean): void {
  write({ ...read(), [name]: { kept } });
  try {
    localStorage.setItem(LAST_REPLICA_KEY, name);
  } catch {
    // No storage: start-up then reads nothing early.
  }
}

/** Forgets replica `name` (deleted at sign-out), as the last opened too if it was. */
export function unregisterReplica(name: string): void {
  const registry = read();
  delete registry[name];
  write(registry);
  try {
    if (localStorage.getItem(LAST_REPLICA_KEY) === name) localStorage.removeItem(LAST_REPLICA_KEY);
  } catch {
    // As above.
  }
}

/**
 * Clears every registered replica whose sign-in was not kept and that no tab holds open (Web Locks; without them,
 * nothing is cleared), but `current`'s, the replica of whoever is signed in on this page. Never throws: a failure
 * leaves it for the next start.
 */
export async function clearLeftovers(current: string | null): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return;
  try {
    const state = await locks.query();
    const held = new Set([...(state.held ?? []), ...(state.pending ?? [])].map((lock) => lock.name));
    for (const [name, { kept }] of Object.entries(read())) {
      if (kept || name === current || held.has(openLockName(name))) continue;
      if ((await clearLeftover(name)) === 'deleted') unregisterReplica(name);
    }
  } catch (e) {
    console.warn('Lanes: could not clear what earlier sessions left on this device', e);
  }
}

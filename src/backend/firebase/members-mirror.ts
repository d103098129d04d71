/**
 * `watchMembers` of the Firebase BoardsPort: the board's members with their accounts' display names, from
 * Firestore's `boardMembers/{boardId}` (`{ members: { uid: { role, name } } }`), which only the Cloud Functions
 * write (functions/src/mirror.ts) and only the board's members read (firestore.rules). Firestore rather than the
 * Realtime Database's mirror, so names show wherever Firestore does: the emulator suite without a Realtime
 * Database included. Until the functions have written it (a moment after a board is made), the list is empty and
 * the UI names people from the board's `roles`.
 */
import { doc, onSnapshot, type Firestore } from 'firebase/firestore';
import { roleSchema } from '../../domain/model';
import type { Member, Observer, Unsubscribe } from '../ports';
import { toFirebaseAppError } from './errors';

/** The members in a mirror document's data (`members`), by name; malformed entries are skipped. */
export function membersOf(data: Record<string, unknown> | undefined): Member[] {
  const raw = data?.members;
  const entries = typeof raw === 'object' && raw !== null ? Object.entries(raw) : [];
  const members: Member[] = [];
  for (const [uid, value] of entries) {
    const fields = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    const role = roleSchema.safeParse(fields.role);
    if (!role.success) continue;
    members.push({ uid, role: role.data, displayName: typeof fields.name === 'string' ? fields.name : '' });
  }
  return members.sort((a, b) => a.displayName.localeCompare(b.displayName));
}

/** Watches board `boardId`'s member mirror on `db`; an error (not a member, offline at start) goes to `observer`. */
export function watchMirroredNames(
  db: Firestore,
  boardId: string,
  observer: Observer<Member[]>,
): Unsubscribe {
  return onSnapshot(
    doc(db, 'boardMembers', boardId),
    (snapshot) =>
      observer.next({
        data: membersOf(snapshot.data()),
        pending: false,
        fromCache: snapshot.metadata.fromCache,
      }),
    (error) => observer.error(toFirebaseAppError(error)),
  );
}

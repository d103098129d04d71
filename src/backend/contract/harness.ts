/**
 * What the contract suites need from an adapter under test, and helpers to observe subscriptions without sleeping.
 * Only the ports are used here: a suite that passes against one adapter means the same behaviour in the other.
 */
import { afterEach, beforeEach } from 'vitest';
import type { ErrorCode } from '../../domain/errors';
import { isAppError } from '../../domain/errors';
import type { Activity, Attachment, Board, Card, Comment, List } from '../../domain/model';
import type { Backend, Observer, Unsubscribe, User } from '../ports';

/** The password every contract user gets, so a suite can sign a user in again after another one signed in. */
export const CONTRACT_PASSWORD = 'contract-password';

/** A fresh, empty backend for one test, built by the adapter's test file. */
export interface ContractHarness {
  backend: Backend;
  /** Creates a new account named `name` with password CONTRACT_PASSWORD and signs it in; `contractSignUp` does it. */
  signUpAs(name: string): Promise<User>;
  /** Documents written by commands so far (the local adapter's `writeCounter`); omit where it cannot be counted. */
  documentsWritten?: () => number;
  /** Deletes everything the test made. */
  cleanup(): Promise<void>;
}

/** Builds a fresh harness; called before each test. */
export type MakeHarness = () => Promise<ContractHarness>;

let accounts = 0;

/** Signs up `name` with a unique address and CONTRACT_PASSWORD through the auth port: a ready `signUpAs`. */
export function contractSignUp(backend: Backend, name: string): Promise<User> {
  accounts += 1;
  const email = `${name.toLowerCase()}-${Date.now()}-${accounts}@example.test`;
  return backend.auth.signUp({ email, password: CONTRACT_PASSWORD, displayName: name });
}

/** Signs `user` (made by `signUpAs`) in again in this backend. */
export async function signInAs(backend: Backend, user: User): Promise<void> {
  if (user.email === null) throw new Error('signInAs needs a user with an e-mail address.');
  await backend.auth.signIn({ email: user.email, password: CONTRACT_PASSWORD });
}

/** How long a suite waits for a snapshot before failing (ms): generous for emulators, instant locally. */
export const SNAPSHOT_TIMEOUT_MS = 5_000;

/**
 * Subscribes with `subscribe` and resolves with the data of the first snapshot for which `predicate` holds, then
 * unsubscribes. Rejects on a subscription error or after `timeoutMs` (the last data seen is in the message).
 */
export function nextMatching<T>(
  subscribe: (observer: Observer<T>) => Unsubscribe,
  predicate: (data: T) => boolean,
  timeoutMs = SNAPSHOT_TIMEOUT_MS,
): Promise<T> {
  return new Promise((resolve, reject) => {
    let last: { data: T } | null = null;
    let done = false;
    let unsubscribe: Unsubscribe | null = null;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      // A snapshot delivered before `subscribe` returned is unsubscribed just after it returns (below).
      unsubscribe?.();
      settle();
    };
    const timer = setTimeout(() => {
      const seen = last ? JSON.stringify(last.data).slice(0, 500) : 'no snapshot';
      finish(() => reject(new Error(`No matching snapshot within ${timeoutMs} ms; last: ${seen}`)));
    }, timeoutMs);
    unsubscribe = subscribe({
      next: ({ data }) => {
        last = { data };
        if (predicate(data)) finish(() => resolve(data));
      },
      error: (error) => finish(() => reject(error)),
    });
    if (done) unsubscribe();
  });
}

/** The data of the first snapshot `subscribe` delivers. */
export function firstSnapshot<T>(subscribe: (observer: Observer<T>) => Unsubscribe): Promise<T> {
  return nextMatching(subscribe, () => true);
}

/** Resolves with the error code a subscription fails with; rejects if it delivers data instead or times out. */
export function subscriptionError<T>(
  subscribe: (observer: Observer<T>) => Unsubscribe,
  timeoutMs = SNAPSHOT_TIMEOUT_MS,
): Promise<ErrorCode> {
  return nextMatching(subscribe, () => true, timeoutMs).then(
    () => {
      throw new Error('The subscription delivered data instead of failing.');
    },
    (e: unknown) => {
      if (isAppError(e)) return e.code;
      throw e;
    },
  );
}

/** Resolves with the AppError code `promise` rejects with; fails if it resolves or rejects with something else. */
export async function errorCode(promise: Promise<unknown>): Promise<ErrorCode> {
  try {
    await promise;
  } catch (e) {
    if (isAppError(e)) return e.code;
    throw e;
  }
  throw new Error('Expected the call to fail, but it succeeded.');
}

/**
 * Registers a fresh harness before each test of the enclosing `describe` and its cleanup after; returns a getter
 * for the current one.
 */
export function useHarness(make: MakeHarness): () => ContractHarness {
  let current: ContractHarness | null = null;
  beforeEach(async () => {
    current = await make();
  });
  afterEach(async () => {
    await current?.cleanup();
    current = null;
  });
  return () => {
    if (!current) throw new Error('useHarness(): no harness outside a test.');
    return current;
  };
}

/**
 * The BoardsPort's subscriptions as typed one-argument functions, so `nextMatching(watch(b).lists(id), …)` knows
 * its data type (a bare `(o) => b.boards.watchLists(id, o)` leaves TypeScript nothing to infer it from).
 */
export function watch(backend: Backend) {
  const { boards } = backend;
  return {
    boards: (o: Observer<Board[]>) => boards.watchBoards(o),
    archivedBoards: (o: Observer<Board[]>) => boards.watchArchivedBoards(o),
    board: (boardId: string) => (o: Observer<Board | null>) => boards.watchBoard(boardId, o),
    lists: (boardId: string) => (o: Observer<List[]>) => boards.watchLists(boardId, o),
    cards: (boardId: string) => (o: Observer<Card[]>) => boards.watchCards(boardId, o),
    archivedLists: (boardId: string) => (o: Observer<List[]>) => boards.watchArchivedLists(boardId, o),
    archivedCards: (boardId: string) => (o: Observer<Card[]>) => boards.watchArchivedCards(boardId, o),
    comments: (boardId: string, cardId: string) => (o: Observer<Comment[]>) =>
      boards.watchComments(boardId, cardId, o),
    attachments: (boardId: string, cardId: string) => (o: Observer<Attachment[]>) =>
      boards.watchAttachments(boardId, cardId, o),
    activity: (boardId: string, limit: number) => (o: Observer<Activity[]>) =>
      boards.watchActivity(boardId, limit, o),
  };
}

/**
 * The ports: the only way features reach a backend (ARCHITECTURE.md §3). Each adapter (local/, firebase/) builds
 * one `Backend`; features get it from `useBackend()` and never learn which one it is.
 *
 * Commands validate their input with the shared zod schemas and throw `AppError` (see each method). Their promise
 * settles when the write is stored (local) or acknowledged (Firebase); the UI never waits on it to show a change,
 * the subscriptions deliver the change first.
 */
import type { Activity, Attachment, Board, Card, Comment, List } from '../domain/model';
import type {
  AddCommentInput,
  BoardPatch,
  CardPatch,
  CreateBoardInput,
  CreateCardInput,
  CreateListInput,
  ListPatch,
  MoveCardInput,
  SignInInput,
  SignUpInput,
} from '../domain/inputs';
import type { BoardPlan, ImportProgress } from '../domain/import/plan';
import type { AppError } from '../domain/errors';
import type { ChangeLabel } from '../domain/sync/outbox';
import type { Flags, FlagProblem, RawFlags } from '../domain/flags';
import type { EventName, EventParams, TraceName } from '../domain/telemetry';
import type { Role } from '../domain/permissions';
import type { Viewer } from '../domain/presence';
import type { InboxEntry, NotificationSettings } from '../domain/notifications/types';
import type { PushNotice } from '../domain/push-link';
import type {
  AcceptInviteInput,
  AcceptInviteOutput,
  CopyMembersInput,
  CopyMembersOutput,
  DeleteAccountDataInput,
  DeleteAccountDataOutput,
  DeleteBoardInput,
  DeleteBoardOutput,
  InviteMemberInput,
  InviteMemberOutput,
  ListInvitesInput,
  ListInvitesOutput,
  MoveCardToBoardInput,
  MoveCardToBoardOutput,
  RemoveMemberInput,
  RemoveMemberOutput,
  RevokeInviteInput,
  RevokeInviteOutput,
  SetMemberRoleInput,
  SetMemberRoleOutput,
} from '../domain/calls';
import type { CalendarFeedInput, RevokeCalendarFeedOutput } from '../domain/calls/calendar-feed';

/** Which backend the app runs on (ARCHITECTURE.md §1). */
export type BackendMode = 'local' | 'emulator' | 'firebase';

/** Stops a subscription. */
export type Unsubscribe = () => void;

/**
 * What every subscription delivers: the data, whether some of it is a local change the server has not confirmed
 * (`pending`), and whether it came from the device's cache rather than the server (`fromCache`).
 */
export interface Snapshot<T> {
  data: T;
  pending: boolean;
  fromCache: boolean;
  /** How many documents in `data` carry changes not yet confirmed by the server (Firebase modes; else absent). */
  pendingCount?: number;
}

/** A subscription's callbacks: `next` on every change, `error` once if it fails (it is then closed). */
export interface Observer<T> {
  next: (snapshot: Snapshot<T>) => void;
  error: (error: AppError) => void;
}

/** A public board read by someone who may not be its member (BoardsPort.readPublicBoard). */
export interface PublicBoardRead {
  /** The board as read; `watchBoard` brings its later versions. */
  board: Board;
  /**
   * Its members with the display names they gave their accounts (`boardSnapshot`'s `names`: never an e-mail
   * address); as read.
   */
  members: Member[];
  /** Its open lists, by rank: as read, then as they change; fails with `permission-denied` once private. */
  watchLists(observer: Observer<List[]>): Unsubscribe;
  /** Its open cards: as read, then as they change; fails with `permission-denied` once private. */
  watchCards(observer: Observer<Card[]>): Unsubscribe;
  /**
   * Every comment (none unless the board shows them: `publicView.comments`) and attachment of its cards, oldest
   * first; read once, on the first call. Throws as `readPublicBoard`.
   */
  details(): Promise<{ comments: Comment[]; attachments: Attachment[] }>;
  /** The board document as it changes; fails with `permission-denied` as soon as the board is private again. */
  watchBoard(observer: Observer<Board | null>): Unsubscribe;
  /**
   * Its latest `count` activity entries, newest first, as they come; fails with `permission-denied` unless the
   * board shows its comments (`publicView.comments`), which covers its activity too.
   */
  watchActivity(count: number, observer: Observer<Activity[]>): Unsubscribe;
}

/** The signed-in user. */
export interface User {
  uid: string;
  email: string | null;
  displayName: string;
  isAnonymous: boolean;
  /** Whether the e-mail address is confirmed (Firebase modes); absent where there is no such check (local). */
  emailVerified?: boolean;
}

/** Profile fields a user may change: `photoURL` null removes the photo. */
export interface ProfilePatch {
  displayName?: string;
  photoURL?: string | null;
}

/** How a user proves it is them again before a sensitive step (Firebase asks for a recent sign-in). */
export type Reauthentication = { password: string } | { provider: 'google' };

/** A way to sign in again (AuthPort `reauthMethods`). */
export type ReauthMethod = 'password' | 'google';

/** Authentication (Firebase Authentication; in local mode, accounts stored on this device). */
export interface AuthPort {
  /** Calls `listener` with the current user now and on every change; returns the unsubscribe. */
  onUserChanged(listener: (user: User | null) => void): Unsubscribe;
  /**
   * Creates an account and signs in. Throws `auth/weak-password` (under 6 characters, Firebase Authentication's
   * rule), `auth/email-already-in-use`, `auth/invalid-email`, `invalid-argument`.
   */
  signUp(input: SignUpInput): Promise<User>;
  /** Signs in. Throws `auth/invalid-credential` (unknown e-mail or wrong password), `auth/too-many-requests`. */
  signIn(input: SignInInput): Promise<User>;
  signOut(): Promise<void>;

  // Optional: what only some adapters offer (the Firebase one has them all). The UI shows a control only when
  // its method exists.

  /** Google sign-in in a pop-up; resolves null when the person closes it. Throws `unavailable` offline. */
  signInWithGoogle?(): Promise<User | null>;
  /** Signs in as an anonymous guest (a real uid whose boards can later be kept by linking). */
  signInAsGuest?(): Promise<User>;
  /**
   * Turns the signed-in guest into an e-mail and password account with the same uid, so its boards stay. Throws
   * as `signUp`, and `unauthenticated` when nobody or a non-guest is signed in.
   */
  linkWithEmail?(input: SignUpInput): Promise<User>;
  /**
   * Links the signed-in guest to a Google account, same uid; null when the pop-up was closed. Throws
   * `auth/email-already-in-use` when that Google account already has its own Lanes user.
   */
  linkWithGoogle?(): Promise<User | null>;
  /** Sends the signed-in user a link confirming their e-mail address. Throws `unauthenticated`. */
  sendEmailVerification?(): Promise<void>;
  /**
   * Sends a password-reset link to `email`. Succeeds for unknown addresses too (nothing tells who has an
   * account). Throws `auth/invalid-email`, `auth/too-many-requests`, `unavailable`.
   */
  sendPasswordReset?(email: string): Promise<void>;
  /** Changes the display name or photo (Authentication and `users/{uid}`). Throws `invalid-argument`. */
  updateProfile?(patch: ProfilePatch): Promise<User>;
  /**
   * With `reauth`, proves it is the user again (password or Google pop-up); without, checks that the last sign-in
   * is recent enough for a sensitive step. Throws `auth/requires-recent-login` (over 5 minutes old, Firebase's
   * rule), `auth/invalid-credential` (wrong password). Call it before a step that must not half-happen, such as
   * deleting an account's data and then the account.
   */
  reauthenticate?(reauth?: Reauthentication): Promise<void>;
  /**
   * How the signed-in account can prove it is them again: `password` (it has an e-mail and password), `google`
   * (linked to Google); empty when signed out or a guest.
   */
  reauthMethods?(): ReauthMethod[];
  /**
   * Deletes the signed-in account and its profile. Without `reauth` it throws `auth/requires-recent-login` when
   * the last sign-in is over 5 minutes old (Firebase's rule); call again with the password or Google.
   */
  deleteAccount?(reauth?: Reauthentication): Promise<void>;
}

/** Boards, lists, cards, comments and activity. Every board method checks the caller's role (permissions.ts). */
export interface BoardsPort {
  /** The open boards the user is a member of, newest first; boards being imported are left out. */
  watchBoards(observer: Observer<Board[]>): Unsubscribe;
  /** Archived boards the user is a member of. */
  watchArchivedBoards(observer: Observer<Board[]>): Unsubscribe;
  /** One board; `data` is null when it does not exist or the user may not read it. */
  watchBoard(boardId: string, observer: Observer<Board | null>): Unsubscribe;
  /** The board's open lists, in order. */
  watchLists(boardId: string, observer: Observer<List[]>): Unsubscribe;
  /** The board's open cards (of open and archived lists), in no particular order. */
  watchCards(boardId: string, observer: Observer<Card[]>): Unsubscribe;
  /** The board's archived lists, most recently archived first (the "Archived items" panel, a full export). */
  watchArchivedLists(boardId: string, observer: Observer<List[]>): Unsubscribe;
  /**
   * The board's archived cards (of open and archived lists), most recently archived first. With `watchCards` this
   * is every card of the board.
   */
  watchArchivedCards(boardId: string, observer: Observer<Card[]>): Unsubscribe;
  /** A card's comments, oldest first. */
  watchComments(boardId: string, cardId: string, observer: Observer<Comment[]>): Unsubscribe;
  /** A card's attachments, oldest first. */
  watchAttachments(boardId: string, cardId: string, observer: Observer<Attachment[]>): Unsubscribe;
  /** The board's latest activity, newest first, at most `limit` entries. */
  watchActivity(boardId: string, limit: number, observer: Observer<Activity[]>): Unsubscribe;
  /**
   * Every comment and attachment of the board's cards (archived ones too), oldest first, read once: what an export
   * or a copy reads, in one go instead of a read per card. Fails like `watchLists` (`permission-denied`,
   * `not-found`). Both adapters have it (Firebase: the `boardSnapshot` callable with `details`); optional so that
   * a test double may leave it out, and then reads go per card through `watchComments` and `watchAttachments`.
   */
  readCardDetails?(boardId: string): Promise<{ comments: Comment[]; attachments: Attachment[] }>;

  /**
   * Board `boardId` as anyone with its public link reads it, signed in or not (issue 27 item 1): Firebase modes
   * only, where a board's owners and admins can make it public (`Board.publicView`). Throws `permission-denied`
   * (private, or being imported), `not-found` (no such board, or deleted), `unavailable`.
   */
  readPublicBoard?(boardId: string): Promise<PublicBoardRead>;

  /** Creates a board with the caller as its only owner. Throws `invalid-argument`, `limit-exceeded`. */
  createBoard(input: CreateBoardInput): Promise<void>;
  /** Changes a board's title, background, labels or archived state. Throws `permission-denied`, `not-found`. */
  updateBoard(boardId: string, patch: BoardPatch): Promise<void>;
  /** Adds a list. Throws `limit-exceeded` past 500 open lists (Trello's limit), `permission-denied`. */
  createList(boardId: string, input: CreateListInput): Promise<void>;
  /** Renames, moves (new rank: one write), archives or restores a list. */
  updateList(boardId: string, listId: string, patch: ListPatch): Promise<void>;
  /** Adds a card. Throws `limit-exceeded` past 5,000 open cards on the board or in the list (Trello's limit). */
  createCard(boardId: string, input: CreateCardInput): Promise<void>;
  /**
   * Changes a card's fields; keeps `counts` in step with its checklists. `patch` may be a function of the card's
   * latest state on this device (this device's unconfirmed writes included), so quick successive edits of one
   * field (two check items added in a row) build on each other instead of overwriting. Throws
   * `permission-denied`, `not-found`, `invalid-argument`, `limit-exceeded`.
   */
  updateCard(boardId: string, cardId: string, patch: CardPatch | ((card: Card) => CardPatch)): Promise<void>;
  /** Moves a card to a list and rank: exactly one document written. */
  moveCard(boardId: string, cardId: string, input: MoveCardInput): Promise<void>;
  /**
   * Deletes an archived list for good, with every card in it (open or archived) and their comments and attachment
   * records. Owners and admins only (`board.update`). Throws `permission-denied`, `not-found`, `invalid-argument`
   * (the list is not archived: archive it first).
   */
  deleteList(boardId: string, listId: string): Promise<void>;
  /**
   * Deletes an archived card for good (or any card of an archived list), with its comments and attachment
   * records. Owners and admins only. Throws `permission-denied`, `not-found`, `invalid-argument` (not archived).
   */
  deleteCard(boardId: string, cardId: string): Promise<void>;
  /** Adds a comment (observers may comment). Throws `invalid-argument` for an empty one, `limit-exceeded`. */
  addComment(boardId: string, cardId: string, input: AddCommentInput): Promise<void>;
  /**
   * Writes a whole imported board with the caller as owner and returns its id. Never half-visible: on failure
   * nothing of it remains. Throws `limit-exceeded`, `invalid-argument`, `unavailable`.
   */
  importBoard(plan: BoardPlan, onProgress?: (progress: ImportProgress) => void): Promise<string>;
  /**
   * The board's members with their roles and display names, in the board's `memberIds` order; re-delivered when
   * someone joins, leaves, changes role or renames themselves. Fails like `watchLists` (`permission-denied` for a
   * non-member, `not-found`). Sources: local — the board row joined with the `users` table; Firebase — the
   * `/boardMembers/{boardId}` mirror the Cloud Functions keep in the Realtime Database (`users/{uid}` is readable
   * by its owner only). Optional until the Firebase adapter wires it: the UI then shows uids from `roles`.
   */
  watchMembers?(boardId: string, observer: Observer<Member[]>): Unsubscribe;
  /**
   * Firebase modes (docs/sync.md): calls `listener` once for each change of the signed-in account the server
   * refused — already undone in what every subscription shows — with what it did and the refusal, in whichever tab
   * of this browser takes it first. Returns the unsubscribe. Absent in local mode, where nothing is refused later.
   */
  watchRefused?(listener: (refusal: RefusedChangeNotice) => void): Unsubscribe;
  /**
   * Calls `listener` with the documents of board `boardId` this device could not read whole (they do not match
   * Lanes' schemas: written by another version, by hand, or past a rules gap), now and on every change; returns the
   * unsubscribe. Absent in local mode, whose documents are only ever written through those schemas.
   */
  watchUnreadable?(boardId: string, listener: (docs: readonly UnreadableDoc[]) => void): Unsubscribe;
}

/**
 * A document of a board that could not be read whole (BoardsPort `watchUnreadable`): its path (`boards/…`), kind,
 * the top-level fields that could not be read, and whether it is shown anyway (with those fields replaced: a title
 * cut to its limit, an empty description, …) or not at all.
 */
export interface UnreadableDoc {
  path: string;
  kind: 'board' | 'list' | 'card' | 'comment' | 'attachment' | 'activity';
  fields: readonly string[];
  shown: boolean;
}

/** A change the server refused after it was shown (BoardsPort `watchRefused`). */
export interface RefusedChangeNotice {
  what: ChangeLabel;
  error: AppError;
}

/** A board member as the members panel and the activity feed show them. */
export interface Member {
  uid: string;
  role: Role;
  /** The member's display name; empty when their profile is gone (account deleted, or not yet mirrored). */
  displayName: string;
}

/**
 * The callable functions (ARCHITECTURE.md §3 `calls`): each runs one handler of src/domain/calls in one
 * transaction — Cloud Functions with the Admin SDK in Firebase modes, a Dexie transaction in local mode — so the
 * rules are the same everywhere. Inputs are the handlers' zod input types (validated by the handler, not here);
 * outputs their output types. Every method rejects with an AppError whose code the handler chose:
 * `unauthenticated` (signed out), `invalid-argument` (malformed input, used or expired invite, last owner),
 * `limit-exceeded` (an over-long field), `not-found`, `permission-denied` (role, non-member, e-mail-bound invite);
 * plus `unavailable` when the backend cannot be reached, `internal` for a bug or damaged data.
 */
export interface CallsPort {
  /** Makes an invite link token for a role (admin, member, observer) valid 1 hour to 30 days (default 7 days). */
  inviteMember(input: InviteMemberInput): Promise<InviteMemberOutput>;
  /** Joins the invite's board as the signed-in user; a member keeps their role (`joined: false`). */
  acceptInvite(input: AcceptInviteInput): Promise<AcceptInviteOutput>;
  /**
   * The board's invite links that still work, newest first (admins and owners: `member.invite`); deletes the
   * board's expired ones on the way (issue 15 item 11).
   */
  listInvites(input: ListInvitesInput): Promise<ListInvitesOutput>;
  /** Revokes an unused invite: its link is refused from then on (`not-found` when it is already gone). */
  revokeInvite(input: RevokeInviteInput): Promise<RevokeInviteOutput>;
  /**
   * Changes a member's role (permissions.ts `canAssignRole`); the last owner cannot be demoted. Needs a sign-in
   * within 5 minutes (`auth/requires-recent-login`).
   */
  setMemberRole(input: SetMemberRoleInput): Promise<SetMemberRoleOutput>;
  /** Removes a member, or leaves when `uid` is the caller; the last owner can do neither. */
  removeMember(input: RemoveMemberInput): Promise<RemoveMemberOutput>;
  /**
   * Deletes a board and everything in it (owners only): it is gone for every member at once, its contents and
   * files follow in pages (Firebase: the purgeDeletedBoard function). Needs a sign-in within 5 minutes
   * (`auth/requires-recent-login`), except for a board still being imported.
   */
  deleteBoard(input: DeleteBoardInput): Promise<DeleteBoardOutput>;
  /**
   * Deletes the caller's data (`dryRun`: only reports which boards would go), before deleting the account. Needs a
   * sign-in within 5 minutes (`auth/requires-recent-login`), except for a dry run.
   */
  deleteAccountData(input: DeleteAccountDataInput): Promise<DeleteAccountDataOutput>;
  /**
   * Moves a card to another board with its comments, attachments and their files (labels matched by name and
   * colour, assignees kept where they are members); the output says what stayed behind and how to move it back.
   * Also `limit-exceeded` (5,000 open cards in the list or board).
   */
  moveCardToBoard(input: MoveCardToBoardInput): Promise<MoveCardToBoardOutput>;
  /**
   * Copy board with its members (issue 27 item 5): the members of `fromBoardId` (where the caller may invite) join
   * `toBoardId`, a copy the caller just made and alone owns, with their roles (owners as admins); each is told, as
   * on any join. Throws `unauthenticated`, `invalid-argument`, `not-found`, `permission-denied`.
   */
  copyMembers(input: CopyMembersInput): Promise<CopyMembersOutput>;
  /**
   * Firebase modes only (no server polls local mode): makes the caller's private calendar subscription link to a
   * board's due dates (revoking their earlier one) and returns its URL, served by the `calendarFeed` function.
   * Throws `unauthenticated`, `permission-denied` (not a member), `not-found`, `unavailable`.
   */
  createCalendarFeed?(input: CalendarFeedInput): Promise<{ url: string }>;
  /** Firebase modes only: revokes the caller's calendar link to a board; resolves with how many were revoked. */
  revokeCalendarFeed?(input: CalendarFeedInput): Promise<RevokeCalendarFeedOutput>;
}

/** A device's presence on one board, from `PresencePort.join` until `leave`. */
export interface PresenceSession {
  /** Says which card this device has open (null: none). Cheap: call it on every dialog open and close. */
  setEditing(cardId: string | null): void;
  /** Stops announcing this device and stops the viewers callback; idempotent. */
  leave(): void;
}

/**
 * Who is on a board (ARCHITECTURE.md §3 `presence`): one entry per device, refreshed every
 * PRESENCE_HEARTBEAT_MS (15 s) and hidden after PRESENCE_STALE_MS (45 s) without a refresh, merged per person by
 * domain/presence.ts `activeViewers`. Firebase modes: the Realtime Database, `/presence/{boardId}/{uid}/{deviceId}`
 * with `onDisconnect` removal; local mode: BroadcastChannel between the tabs of this browser.
 */
export interface PresencePort {
  /**
   * Announces this device on `boardId` as the signed-in user and calls `onViewers` with everyone present (the
   * caller included, flagged by uid) now and on every change, heartbeat expiries included. Does nothing visible for
   * a signed-out caller (the callback gets `[]`). Never throws: presence is best-effort, a board works without it.
   */
  join(boardId: string, onViewers: (viewers: Viewer[]) => void): PresenceSession;
}

/**
 * Typed feature flags and limits (ARCHITECTURE.md §3 `flags`): Remote Config in Firebase modes, the template's
 * defaults (with developer overrides) in local mode. Values are parsed by domain/flags.ts `parseFlags`; an
 * unusable delivered value keeps its default and is listed by `problems()`.
 */
export interface FlagsPort {
  /** The current values; the template's defaults until something else arrives. Never throws. */
  get(): Flags;
  /** Calls `listener` with the current values now and on every change; returns the unsubscribe. */
  watch(listener: (flags: Flags) => void): Unsubscribe;
  /** Values delivered for the current state that were refused (the flag kept its default). */
  problems(): readonly FlagProblem[];
  /**
   * Developer overrides (Settings → Developer), as Remote Config strings by flag name; present in local mode only.
   * `set` replaces them all (an empty object clears them) and notifies `watch` listeners.
   */
  overrides?: { get(): RawFlags; set(values: RawFlags): void };
}

/** Whether this device agreed to analytics and performance data: asked once, kept per device. */
export type ConsentState = 'unknown' | 'granted' | 'denied';

/**
 * A running custom trace (Performance Monitoring). Names and values are checked against Firebase's limits by
 * domain/telemetry.ts; a refused one is dropped and reported, never thrown. `stop` ends it (later calls are
 * ignored); it is sent only when consent is granted.
 */
export interface TraceHandle {
  /** Sets an integer metric (floored), e.g. `cards` or `cards_per_second`. */
  putMetric(name: string, value: number): void;
  /** Sets a string attribute: name ≤ 40 characters, value ≤ 100, at most 5 per trace. */
  putAttribute(name: string, value: string): void;
  stop(): void;
}

/** One thing telemetry recorded, as the local debug panel (Settings → Diagnostics) lists it. */
export interface TelemetryRecord {
  /** Milliseconds since the epoch. */
  at: number;
  kind: 'event' | 'trace';
  name: string;
  /** Event parameters, or a trace's attributes. */
  params: Readonly<Record<string, string | number>>;
  /** A trace's metrics and duration (`duration_ms`). */
  metrics?: Readonly<Record<string, number>>;
  /** What the limits changed or refused. */
  problems: readonly string[];
  /** False when it was withheld because consent was not granted (it went nowhere). */
  delivered: boolean;
}

/**
 * Analytics events and Performance traces (ARCHITECTURE.md §3 `telemetry`). Nothing leaves the device before
 * `consent()` is 'granted'; events and traces made before that are dropped, not held back. Calls never throw and
 * never wait on the network.
 */
export interface TelemetryPort {
  /** Logs an Analytics event (recommended names where Google has one: `sign_up`, `login`, `share`). */
  event(name: EventName, params?: EventParams): void;
  /** Starts a custom trace now. */
  trace(name: TraceName): TraceHandle;
  /** This device's answer to the consent banner. */
  consent(): ConsentState;
  /** Records the answer (kept per device); granting loads the Analytics module, declining stops collection. */
  setConsent(granted: boolean): void;
  /** Local mode: what would have been sent, newest last (a bounded log); absent where data really goes out. */
  debugLog?: { watch(listener: (records: readonly TelemetryRecord[]) => void): Unsubscribe };
}

/** This device (browser profile) as the backend knows it. */
export interface DevicePort {
  /**
   * A stable id for this installation: Firebase Installations' FID in Firebase modes (keys presence and push),
   * a random id kept in localStorage in local mode. Rejects with `unavailable` when it cannot be had.
   */
  installationId(): Promise<string>;
  /** Writes made on this device the server has not confirmed yet, now and on change; absent where unknown. */
  watchPendingWrites?(listener: (count: number) => void): Unsubscribe;
}

/** A file to upload: a Blob with the name it had (a `File` is one; `new File([blob], name)` makes one). */
export interface NamedBlob extends Blob {
  readonly name: string;
}

/** Reports an upload's progress: bytes sent so far, and in all (bytes). */
export type UploadProgress = (bytesTransferred: number, totalBytes: number) => void;

/**
 * An upload under way. `result` resolves with what was made, or null when `cancel()` stopped it first; it rejects
 * with an AppError (see the method). `cancel` after the end does nothing.
 */
export interface UploadTask<T> {
  result: Promise<T | null>;
  cancel(): void;
}

/**
 * A URL that shows a stored file: an object URL of its bytes (Firebase: read through the Storage rules; local: from
 * IndexedDB). Call `release` when it is no longer shown: the object URL is revoked once nobody holds it.
 */
export interface FileURL {
  url: string;
  release(): void;
}

/**
 * Files (ARCHITECTURE.md §3 `files`): attachments of cards and users' avatars. Firebase modes: Cloud Storage
 * (`firebase/storage`, loaded on first use) at the §4 paths; local mode: the Blob in IndexedDB. Both check the
 * same things first (domain/files.ts): the `max_attachment_mb` flag, the content-type allow-list, the role.
 */
export interface FilesPort {
  /**
   * Stores `file` as a new attachment of the card, then its record (`boards/{b}/cards/{c}/attachments/{id}`)
   * and `counts.attachments` + 1 in one write. Firebase: resumable, Storage retries a dropped connection itself
   * for a while; a failure after that rejects and the UI offers a retry (a new upload). Rejects with
   * `file-too-large` (over `max_attachment_mb`), `unsupported-file-type`, `permission-denied` (observers),
   * `not-found`, `unavailable` (offline past Storage's retries), `limit-exceeded` (device storage full).
   */
  upload(
    boardId: string,
    cardId: string,
    file: NamedBlob,
    options?: { onProgress?: UploadProgress },
  ): UploadTask<Attachment>;
  /**
   * A URL showing the attachment's file; for a link attachment (an imported cover), its link when that is http or
   * https. Rejects with `not-found` (deleted, or a link that is not a web link).
   */
  getURL(boardId: string, cardId: string, attachmentId: string): Promise<FileURL>;
  /**
   * Deletes the attachment's record and file, `counts.attachments` − 1, and clears the card's cover when it was
   * this one. Rejects with `permission-denied` (observers), `not-found`.
   */
  delete(boardId: string, cardId: string, attachmentId: string): Promise<void>;
  /**
   * Makes `image` (already cropped and shrunk: PNG, JPEG or WebP, ≤ 1 MB) the signed-in user's avatar at
   * `users/{uid}/avatar/…`; Firebase also sets the profile's photoURL. Resolves with the URL it shows at. Rejects
   * with `unauthenticated`, `unsupported-file-type`, `file-too-large`, `unavailable`.
   */
  uploadAvatar(image: NamedBlob, options?: { onProgress?: UploadProgress }): UploadTask<string>;
  /** Removes the signed-in user's avatar (initials show again). Rejects with `unauthenticated`, `unavailable`. */
  removeAvatar(): Promise<void>;
  /**
   * Calls `listener` with the URL of `uid`'s avatar (null: none) now or soon, and on every change. Only the
   * signed-in user's own avatar is known (`users/{uid}` is readable by its owner alone); others get null.
   */
  watchAvatar(uid: string, listener: (url: string | null) => void): Unsubscribe;
}

/** The signed-in user's inbox as the bell and the panel show it. */
export interface InboxView {
  /** The latest entries, newest first, at most INBOX_LIST_MAX (50). */
  entries: InboxEntry[];
  /** Unread entries in the whole inbox (not only the listed ones). */
  unread: number;
}

/**
 * This device's permission to show notifications (the browser's `Notification.permission`), or `unsupported`
 * where there is no Notification API or service worker.
 */
export type PushPermission = 'default' | 'granted' | 'denied' | 'unsupported';

/**
 * Notifications outside the page, for this device. Firebase modes: Cloud Messaging, `register(messaging,
 * {vapidKey, serviceWorkerRegistration})` keyed by the Installation ID and recorded at
 * `users/{uid}/devices/{installationId}`; the one service worker (src/sw.ts) shows pushes. Local mode: the
 * browser's Notification API, shown while the tab is hidden. Never asks for permission by itself: only `enable`,
 * called from a click in Settings, does.
 */
export interface PushPort {
  /** The browser's permission now. */
  permission(): PushPermission;
  /** Whether this device is set to receive notifications for the signed-in user. */
  enabled(): boolean;
  /**
   * Asks the browser's permission (call it from a click) and registers this device for the signed-in user.
   * Resolves with the permission; the device is registered only when it is `granted`. Throws `unauthenticated`,
   * `unavailable` (no service worker, messaging not supported or not configured, offline).
   */
  enable(): Promise<PushPermission>;
  /** Stops notifications on this device for the signed-in user (unregisters it). Never throws for "not on". */
  disable(): Promise<void>;
  /**
   * Calls `listener` for each notification that arrives while a Lanes page of this device is in front (shown as a
   * toast there instead of a system notification). Returns the unsubscribe.
   */
  onForeground(listener: (notice: PushNotice) => void): Unsubscribe;
}

/**
 * In-app notifications (ARCHITECTURE.md §3 `inbox`, §4 `users/{uid}/inbox/{id}`): written by Cloud Functions in
 * Firebase modes, by the local adapter's own writes in local mode — both with the handlers of
 * src/domain/notifications. Every method acts for the signed-in user and throws `unauthenticated` without one.
 */
export interface InboxPort {
  /** The inbox, newest first, with the unread count; re-delivered on every change. */
  watchInbox(observer: Observer<InboxView>): Unsubscribe;
  /** Marks one entry read (idempotent; an unknown id is ignored). */
  markRead(id: string): Promise<void>;
  /** Marks every unread entry read. */
  markAllRead(): Promise<void>;
  /** The user's per-event settings (defaults until they save some), now and on change. */
  watchSettings(observer: Observer<NotificationSettings>): Unsubscribe;
  /** Saves the per-event settings whole. Throws `invalid-argument` for a malformed value. */
  setSettings(settings: NotificationSettings): Promise<void>;
  /** Notifications outside the page; absent where the platform has none. */
  push?: PushPort;
}

/** Everything the app needs from a backend. */
export interface Backend {
  mode: BackendMode;
  auth: AuthPort;
  boards: BoardsPort;
  /** The callables. Both adapters provide them; the UI hides members, invites and board deletion without. */
  calls?: CallsPort;
  /** Presence. Both adapters provide it; without it the UI shows nobody. */
  presence?: PresencePort;
  /** Attachments and avatars. Both adapters provide it; without it the UI hides attachments and the avatar. */
  files?: FilesPort;
  /**
   * Where changes made offline are kept (Firebase modes): 'persistent' (IndexedDB, they survive a reload) or
   * 'memory' (IndexedDB unavailable, e.g. some private windows: they are lost on reload — the UI says so) or
   * 'session' (memory too, chosen because the sign-in is not kept: nothing of the account stays on the device).
   * Absent in local mode, where everything is stored on the device anyway.
   */
  offlineCache?: 'persistent' | 'memory' | 'session';
  /**
   * Flags, telemetry and the device id. Both adapters provide them; `BackendProvider` fills an absent one (a test's
   * fake backend) with a neutral fallback (template defaults, telemetry that sends nothing, a per-device random id:
   * src/backend/fallbacks.ts), so features always see all three.
   */
  flags?: FlagsPort;
  telemetry?: TelemetryPort;
  device?: DevicePort;
  /** Notifications. Both adapters provide it; without it (a test's fake backend) the bell is not shown. */
  inbox?: InboxPort;
}

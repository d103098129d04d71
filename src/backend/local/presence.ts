/**
 * The local PresencePort: the tabs of this browser tell each other who has which board open, over one
 * BroadcastChannel. Same behaviour as the Realtime Database version: one entry per device (here: per joined tab
 * session), a heartbeat every PRESENCE_HEARTBEAT_MS, entries without one for PRESENCE_STALE_MS hidden (a tab that
 * crashed never says goodbye), a goodbye on leave and on `pagehide`, and `editingCardId` for the open card.
 *
 * Protocol, per board: a joining tab announces itself (`here`) and asks the others to do the same (`who`); every
 * tab repeats `here` on each heartbeat and on every change; `gone` on leave. `lastSeen` is the receiver's clock
 * at arrival, so a sender's clock cannot keep an entry alive. Messages are checked with zod: another tab may run
 * an older or newer Lanes.
 */
import * as z from 'zod/mini';
import { newId } from '../../domain/ids';
import {
  activeViewers,
  PRESENCE_HEARTBEAT_MS,
  PRESENCE_NAME_MAX,
  PRESENCE_STALE_MS,
  type PresenceEntry,
  type Viewer,
} from '../../domain/presence';
import type { PresencePort, PresenceSession, User } from '../ports';

/** The channel every tab of this origin shares. */
export const PRESENCE_CHANNEL = 'lanes.presence';

/** What presence needs of a BroadcastChannel (tests wrap one to cut a tab off without a goodbye). */
export interface PresenceChannel {
  postMessage(message: unknown): void;
  close(): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

/** Knobs for tests; the app passes only `currentUser`. */
export interface LocalPresenceOptions {
  currentUser: () => User | null;
  /** Opens the channel; default `new BroadcastChannel(name)`, or none where the browser lacks it. */
  openChannel?: (name: string) => PresenceChannel | null;
  /** Heartbeat and staleness in ms; default PRESENCE_HEARTBEAT_MS and PRESENCE_STALE_MS. */
  heartbeatMs?: number;
  staleMs?: number;
  /** The clock, epoch ms; default Date.now. */
  now?: () => number;
}

const idText = z.string().check(z.minLength(1), z.maxLength(128));
const messageSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('here'),
    boardId: idText,
    uid: idText,
    deviceId: idText,
    name: z.string().check(z.maxLength(PRESENCE_NAME_MAX)),
    editingCardId: z.nullable(idText),
  }),
  z.object({ kind: z.literal('gone'), boardId: idText, deviceId: idText }),
  z.object({ kind: z.literal('who'), boardId: idText }),
]);
type Message = z.infer<typeof messageSchema>;

function defaultChannel(name: string): PresenceChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(name);
}

/** A comparable key of what the UI shows (not `lastSeen`, which changes on every heartbeat). */
function shownKey(viewers: Viewer[]): string {
  return JSON.stringify(viewers.map((v) => [v.uid, v.name, v.editingCardId]));
}

const NOBODY: PresenceSession = { setEditing: () => undefined, leave: () => undefined };

/** Builds the local PresencePort. Each `join` opens its own channel, so two sessions in one tab see each other. */
export function createLocalPresence(options: LocalPresenceOptions): PresencePort {
  const openChannel = options.openChannel ?? defaultChannel;
  const heartbeatMs = options.heartbeatMs ?? PRESENCE_HEARTBEAT_MS;
  const staleMs = options.staleMs ?? PRESENCE_STALE_MS;
  const now = options.now ?? Date.now;

  return {
    join(boardId, onViewers) {
      const user = options.currentUser();
      const channel = user ? openChannel(PRESENCE_CHANNEL) : null;
      if (!user || !channel) {
        // Signed out, or no BroadcastChannel: nobody to tell, and we are not "here" as anyone.
        onViewers([]);
        return NOBODY;
      }
      const self = { uid: user.uid, deviceId: newId(), name: user.displayName.slice(0, PRESENCE_NAME_MAX) };
      const entries = new Map<string, PresenceEntry>();
      let editingCardId: string | null = null;
      let shown = '';
      let left = false;

      const emit = () => {
        if (left) return;
        entries.set(self.deviceId, { ...self, editingCardId, lastSeen: now() });
        const viewers = activeViewers(entries.values(), now(), staleMs);
        const key = shownKey(viewers);
        if (key === shown) return;
        shown = key;
        onViewers(viewers);
      };
      const post = (message: Message) => channel.postMessage(message);
      const announce = () => post({ kind: 'here', boardId, ...self, editingCardId });

      channel.addEventListener('message', (event) => {
        const parsed = messageSchema.safeParse(event.data);
        if (left || !parsed.success || parsed.data.boardId !== boardId) return;
        const message = parsed.data;
        if (message.kind === 'who') announce();
        else if (message.kind === 'gone') entries.delete(message.deviceId);
        else {
          const { uid, deviceId, name } = message;
          entries.set(deviceId, {
            uid,
            deviceId,
            name,
            editingCardId: message.editingCardId,
            lastSeen: now(),
          });
        }
        emit();
      });

      // Heartbeats keep us listed elsewhere; sweeping between them hides the stale soon after they go quiet.
      const heartbeat = setInterval(announce, heartbeatMs);
      const sweep = setInterval(
        () => {
          for (const [deviceId, entry] of entries) {
            if (deviceId !== self.deviceId && now() - entry.lastSeen > staleMs) entries.delete(deviceId);
          }
          emit();
        },
        Math.max(1, Math.floor(heartbeatMs / 3)),
      );

      const leave = () => {
        if (left) return;
        left = true;
        clearInterval(heartbeat);
        clearInterval(sweep);
        globalThis.removeEventListener?.('pagehide', leave);
        post({ kind: 'gone', boardId, deviceId: self.deviceId });
        channel.close();
      };
      // A closed tab says goodbye; one that crashes is hidden by the others' sweep.
      globalThis.addEventListener?.('pagehide', leave);

      announce();
      post({ kind: 'who', boardId });
      emit();
      return {
        setEditing(cardId) {
          if (left || cardId === editingCardId) return;
          editingCardId = cardId;
          announce();
          emit();
        },
        leave,
      };
    },
  };
}

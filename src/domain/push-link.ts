/**
 * What a push message shows and opens (ARCHITECTURE.md §3 `inbox`): read from the payload Cloud Messaging
 * delivers to the service worker (src/sw.ts). Only paths inside Lanes are ever opened, so a payload cannot send
 * a click to another site.
 */

/** The notification to show for one push: title, body, and the in-app path a click opens. */
export interface PushNotice {
  title: string;
  body: string;
  /** A same-origin path, e.g. `/b/{boardId}/c/{cardId}`; `/` when the payload names no card. */
  path: string;
  /** Groups notices about the same card (a newer one replaces the older). */
  tag?: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const text = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** `candidate` as a same-origin path of `origin`, or undefined for anything leading elsewhere. */
export function sameOriginPath(candidate: string, origin: string): string | undefined {
  try {
    const url = new URL(candidate, origin);
    return url.origin === origin ? url.pathname + url.search + url.hash : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The notice for a push payload of Cloud Messaging's shape `{ notification?: {title, body}, data?: {…},
 * fcmOptions?: {link} }` (a plain `{title, body, url}` works too). The path comes, in order, from `data.url` /
 * `url` / `fcmOptions.link` when same-origin, else from `data.boardId` + `data.cardId`, else `/`. Never throws.
 */
export function pushNotice(payload: unknown, origin: string): PushNotice {
  const root = isObject(payload) ? payload : {};
  const notification = isObject(root.notification) ? root.notification : {};
  const data = isObject(root.data) ? root.data : {};
  const fcm = isObject(root.fcmOptions) ? root.fcmOptions : {};
  const link = [text(data.url), text(root.url), text(fcm.link)]
    .map((candidate) => (candidate ? sameOriginPath(candidate, origin) : undefined))
    .find(Boolean);
  const boardId = text(data.boardId);
  const cardId = text(data.cardId);
  const built = boardId
    ? `/b/${encodeURIComponent(boardId)}${cardId ? `/c/${encodeURIComponent(cardId)}` : ''}`
    : undefined;
  return {
    title: text(notification.title) ?? text(data.title) ?? text(root.title) ?? 'Lanes',
    body: text(notification.body) ?? text(data.body) ?? text(root.body) ?? '',
    path: link ?? built ?? '/',
    tag: cardId ?? boardId,
  };
}

/**
 * Who the page last said is signed in on this browser (src/backend/push-recipient.ts): `uid`, and `kept` when the
 * sign-in lasts across restarts ("Keep me signed in", Google, guests) rather than while a tab is open.
 */
export interface PushRecipient {
  uid: string;
  kept: boolean;
}

/**
 * Whether the service worker may show a push (issue 15 item 7): only when its `data.uid` names the account signed in
 * on this browser (`recipient`; null when nobody is), and, for a sign-in not kept, only while a Lanes window is
 * open (`windowsOpen`), since that sign-in ends with the last tab. A payload naming no recipient is dropped.
 */
export function pushAllowed(payload: unknown, recipient: PushRecipient | null, windowsOpen: number): boolean {
  const data = isObject(payload) && isObject(payload.data) ? payload.data : {};
  const uid = text(data.uid);
  if (!recipient || !uid || uid !== recipient.uid) return false;
  return recipient.kept || windowsOpen > 0;
}

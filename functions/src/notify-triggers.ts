/**
 * The notification triggers (issue D item 4), each a thin wrapper over notify.ts: card updated → assignments,
 * comment created → mentions, activity created (a `member.join`) → added to a board, and a sweep every 15 minutes
 * for due dates. Firestore triggers run at least once: the deterministic entry ids make a repeat harmless.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { onDocumentCreated, onDocumentUpdatedWithAuthContext } from 'firebase-functions/v2/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  cardOf,
  notifyActivityCreated,
  notifyCardUpdated,
  notifyCommentCreated,
  sweepDueSoon,
} from './notify';
import { REGION } from './wrap';

// Principals that are not a person we can name. Firestore reports a signed-in app user as `app_user` (Eventarc's
// attribute), a value firebase-functions 7's AuthType union leaves out: so people are recognised as "not one of
// these". `unknown` is no one in particular — and the Cloud Firestore emulator (1.19.9) sends it for every write,
// with a made-up `fake-auth-id@gmail.com` as authid, which must not be taken for a uid.
const MACHINES: ReadonlySet<string> = new Set([
  'service_account',
  'api_key',
  'system',
  'unauthenticated',
  'unknown',
]);

/** Assignments. The actor, the signed-in user who wrote the card (`authId`), is never notified. */
export const notifyAssignments = onDocumentUpdatedWithAuthContext(
  { document: 'boards/{boardId}/cards/{cardId}', region: REGION },
  async (event) => {
    const { boardId, cardId } = event.params;
    const before = cardOf(boardId, cardId, event.data?.before.data());
    const after = cardOf(boardId, cardId, event.data?.after.data());
    if (!before || !after) return;
    const actorUid = MACHINES.has(event.authType) ? null : (event.authId ?? null);
    await notifyCardUpdated(getFirestore(), { boardId, before, after, actorUid });
  },
);

/** Mentions in a new comment. */
export const notifyMentions = onDocumentCreated(
  { document: 'boards/{boardId}/cards/{cardId}/comments/{commentId}', region: REGION },
  async (event) => {
    const data = event.data?.data();
    if (!data) return;
    await notifyCommentCreated(getFirestore(), { ...event.params, data });
  },
);

/** "Added to a board", from the `member.join` entry the acceptInvite callable writes. */
export const notifyMemberJoined = onDocumentCreated(
  { document: 'boards/{boardId}/activity/{activityId}', region: REGION },
  async (event) => {
    const data = event.data?.data();
    if (!data || data.type !== 'member.join') return;
    await notifyActivityCreated(getFirestore(), { boardId: event.params.boardId, data });
  },
);

/** Due within 24 hours: every 15 minutes, so a card is announced at most 15 minutes after entering the window. */
export const notifyDueSoon = onSchedule({ schedule: 'every 15 minutes', region: REGION }, async () => {
  await sweepDueSoon(getFirestore(), Date.now());
});

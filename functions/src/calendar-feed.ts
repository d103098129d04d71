/**
 * `calendarFeed`: the HTTP function a calendar app polls for a board's due dates (issue 18). A thin wrapper: it
 * reads through the Admin SDK and hands the request to serveCalendarFeed (src/domain/calendar/feed-handler.ts),
 * which checks the secret link and writes the iCalendar text. Not a callable: calendar apps send plain GETs, with no
 * ID or App Check token; the link's 192-bit token is the credential, and it is revoked by revokeCalendarFeed.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onRequest } from 'firebase-functions/v2/https';
import { CALENDAR_FEEDS, serveCalendarFeed, type FeedReader } from '../../src/domain/calendar/feed-handler';
import type { Card } from '../../src/domain/model';
import type { Role } from '../../src/domain/permissions';
import { cardOf, readBoard } from './notify';
import { REGION } from './wrap';

/** The reader of the handler's port over Firestore. */
function firestoreReader(): FeedReader {
  const db = getFirestore();
  return {
    async feed(feedId) {
      const data = (await db.doc(`${CALENDAR_FEEDS}/${feedId}`).get()).data();
      return typeof data?.boardId === 'string' && typeof data.uid === 'string'
        ? { boardId: data.boardId, uid: data.uid }
        : null;
    },
    async board(boardId) {
      const board = await readBoard(db, boardId);
      return board ? { id: board.id, title: board.title, roles: board.roles as Record<string, Role> } : null;
    },
    async openCards(boardId) {
      const snapshot = await db.collection(`boards/${boardId}/cards`).where('archivedAt', '==', null).get();
      return snapshot.docs.flatMap((doc): Card[] => {
        const card = cardOf(boardId, doc.id, doc.data());
        return card ? [card] : [];
      });
    },
  };
}

export const calendarFeed = onRequest(
  { region: REGION, maxInstances: 10, timeoutSeconds: 30 },
  async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').send('Only GET.');
      return;
    }
    try {
      const origin = process.env.LANES_APP_ORIGIN;
      const answer = await serveCalendarFeed(req.path, firestoreReader(), origin ? { origin } : {});
      res.status(answer.status).set(answer.headers).send(answer.body);
    } catch (e) {
      logger.error('calendarFeed failed', e);
      res
        .status(500)
        .set('Content-Type', 'text/plain; charset=utf-8')
        .send('The calendar could not be made.');
    }
  },
);

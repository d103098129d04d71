/**
 * Where each thing lives in Firestore (ARCHITECTURE.md §4): one function per collection or document, so no other
 * file spells a path.
 */
import {
  collection,
  doc,
  type CollectionReference,
  type DocumentReference,
  type Firestore,
} from 'firebase/firestore';

/** `boards`. */
export const boardsCol = (db: Firestore): CollectionReference => collection(db, 'boards');
/** `boards/{boardId}`. */
export const boardRef = (db: Firestore, boardId: string): DocumentReference => doc(db, 'boards', boardId);
/** `boards/{boardId}/lists`. */
export const listsCol = (db: Firestore, boardId: string): CollectionReference =>
  collection(db, 'boards', boardId, 'lists');
/** `boards/{boardId}/lists/{listId}`. */
export const listRef = (db: Firestore, boardId: string, listId: string): DocumentReference =>
  doc(db, 'boards', boardId, 'lists', listId);
/** `boards/{boardId}/cards`. */
export const cardsCol = (db: Firestore, boardId: string): CollectionReference =>
  collection(db, 'boards', boardId, 'cards');
/** `boards/{boardId}/cards/{cardId}`. */
export const cardRef = (db: Firestore, boardId: string, cardId: string): DocumentReference =>
  doc(db, 'boards', boardId, 'cards', cardId);
/** `boards/{boardId}/cards/{cardId}/comments`. */
export const commentsCol = (db: Firestore, boardId: string, cardId: string): CollectionReference =>
  collection(db, 'boards', boardId, 'cards', cardId, 'comments');
/** `boards/{boardId}/cards/{cardId}/attachments`. */
export const attachmentsCol = (db: Firestore, boardId: string, cardId: string): CollectionReference =>
  collection(db, 'boards', boardId, 'cards', cardId, 'attachments');
/** `boards/{boardId}/activity`. */
export const activityCol = (db: Firestore, boardId: string): CollectionReference =>
  collection(db, 'boards', boardId, 'activity');

/** Notifications (issue D item 4): entry and settings shapes, the pure handlers, mention parsing, push data. */
export * from './types';
export * from './handlers';
export { entryId } from './entry-id';
export {
  findMentions,
  matchMembers,
  mentionedUids,
  mentionQuery,
  type Mention,
  type MentionQuery,
} from './mentions';
export { pushData } from './push-message';
export {
  collapseKey,
  COLLAPSE_MS,
  countCreated,
  decideNotice,
  NOTICE_WINDOW_MS,
  NOTICES_PER_WINDOW,
  readLedger,
  type NoticeDecision,
  type NoticeLedger,
} from './rate-limit';

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

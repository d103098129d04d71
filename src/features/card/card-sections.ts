/**
 * The card dialog's sections below the description, one chunk loaded by CardDialog.tsx beside its own: the dialog's
 * top shows without waiting for them (issue 19).
 */
export { CardAttachments } from './CardAttachments';
export { CardChecklists } from './CardChecklists';
export { CardComments } from './CardComments';

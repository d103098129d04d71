/**
 * Every English namespace, statically: the type of every key (i18next.d.ts) and the reference for German's
 * completeness (resources.test.ts). Tests register it whole; the app never imports it at run time (resources.ts
 * bundles the start-up namespaces and loads the rest with their pages).
 */
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enAuth from './locales/en/auth.json';
import enBoards from './locales/en/boards.json';
import enBoard from './locales/en/board.json';
import enCard from './locales/en/card.json';
import enSettings from './locales/en/settings.json';
import enImport from './locales/en/import.json';
import enImporter from './locales/en/importer.json';
import enExport from './locales/en/export.json';
import enMembers from './locales/en/members.json';
import enInvite from './locales/en/invite.json';
import enArchive from './locales/en/archive.json';
import enActivity from './locales/en/activity.json';
import enNotices from './locales/en/notices.json';
import enSearch from './locales/en/search.json';
import enPresence from './locales/en/presence.json';
import enShortcuts from './locales/en/shortcuts.json';
import enTheme from './locales/en/theme.json';
import enInbox from './locales/en/inbox.json';
import enTemplates from './locales/en/templates.json';
import enFiles from './locales/en/files.json';
import enFields from './locales/en/fields.json';

/** English messages by namespace, all of them. */
export const enAll = {
  files: enFiles,
  common: enCommon,
  errors: enErrors,
  auth: enAuth,
  boards: enBoards,
  board: enBoard,
  card: enCard,
  settings: enSettings,
  import: enImport,
  importer: enImporter,
  export: enExport,
  members: enMembers,
  invite: enInvite,
  archive: enArchive,
  activity: enActivity,
  notices: enNotices,
  search: enSearch,
  presence: enPresence,
  shortcuts: enShortcuts,
  theme: enTheme,
  inbox: enInbox,
  templates: enTemplates,
  fields: enFields,
};

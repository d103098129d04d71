/** The German catalogue, shaped like `en` (resources.ts); a chunk of its own, loaded by `loadGerman()`. */
import deCommon from './locales/de/common.json';
import deErrors from './locales/de/errors.json';
import deAuth from './locales/de/auth.json';
import deBoards from './locales/de/boards.json';
import deBoard from './locales/de/board.json';
import deCard from './locales/de/card.json';
import deSettings from './locales/de/settings.json';
import deImport from './locales/de/import.json';
import deImporter from './locales/de/importer.json';
import deExport from './locales/de/export.json';
import deMembers from './locales/de/members.json';
import deInvite from './locales/de/invite.json';
import deArchive from './locales/de/archive.json';
import deActivity from './locales/de/activity.json';
import deNotices from './locales/de/notices.json';
import deSearch from './locales/de/search.json';
import dePresence from './locales/de/presence.json';
import deShortcuts from './locales/de/shortcuts.json';
import deTheme from './locales/de/theme.json';
import deInbox from './locales/de/inbox.json';
import deTemplates from './locales/de/templates.json';
import deFiles from './locales/de/files.json';
import deFields from './locales/de/fields.json';
import type { Catalogue } from './resources';

/** German messages by namespace. */
export const de: Catalogue = {
  files: deFiles,
  common: deCommon,
  errors: deErrors,
  auth: deAuth,
  boards: deBoards,
  board: deBoard,
  card: deCard,
  settings: deSettings,
  import: deImport,
  importer: deImporter,
  export: deExport,
  members: deMembers,
  invite: deInvite,
  archive: deArchive,
  activity: deActivity,
  notices: deNotices,
  search: deSearch,
  presence: dePresence,
  shortcuts: deShortcuts,
  theme: deTheme,
  inbox: deInbox,
  templates: deTemplates,
  fields: deFields,
};

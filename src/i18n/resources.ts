/**
 * The message catalogues, one JSON file per namespace and language under ./locales/{lng}/{ns}.json. English is
 * the source and the type of every key (see i18next.d.ts); German must carry the same keys (checked by
 * resources.test.ts). A new namespace is a new pair of files, added to ./en-all.ts, to ./de.ts, and here to
 * `en` (needed by the start page) or to `lazyEnglish` (loaded with the page that uses it: issue E's budget).
 * German loads as one chunk before the first render when it is chosen.
 */
import type { enAll } from './en-all';
import enCommon from './locales/en/common.json';
import enErrors from './locales/en/errors.json';
import enAuth from './locales/en/auth.json';
import enBoards from './locales/en/boards.json';
import enImport from './locales/en/import.json';
import enNotices from './locales/en/notices.json';
import enSearch from './locales/en/search.json';
import enPresence from './locales/en/presence.json';
import enTheme from './locales/en/theme.json';
import enInbox from './locales/en/inbox.json';

/** English namespaces the start page needs: bundled, so `t` works from the first render. */
export const en = {
  common: enCommon,
  errors: enErrors,
  auth: enAuth,
  boards: enBoards,
  import: enImport,
  notices: enNotices,
  search: enSearch,
  presence: enPresence,
  theme: enTheme,
  inbox: enInbox,
};

/** English namespaces used only behind a lazy page (board, card dialog, settings): fetched with that page. */
const lazyEnglish = {
  files: () => import('./locales/en/files.json'),
  board: () => import('./locales/en/board.json'),
  card: () => import('./locales/en/card.json'),
  settings: () => import('./locales/en/settings.json'),
  export: () => import('./locales/en/export.json'),
  importer: () => import('./locales/en/importer.json'),
  members: () => import('./locales/en/members.json'),
  archive: () => import('./locales/en/archive.json'),
  activity: () => import('./locales/en/activity.json'),
  shortcuts: () => import('./locales/en/shortcuts.json'),
  templates: () => import('./locales/en/templates.json'),
  fields: () => import('./locales/en/fields.json'),
  invite: () => import('./locales/en/invite.json'),
} satisfies Record<string, () => Promise<{ default: Record<string, unknown> }>>;

/** A namespace loaded with its page; `loadEnglish` fetches it. */
export type LazyNamespace = keyof typeof lazyEnglish;

/** Every lazily loaded namespace, e.g. for a page that needs them all. */
export const LAZY_NAMESPACES = Object.keys(lazyEnglish) as LazyNamespace[];

/** Fetches the English messages of `ns`. */
export async function fetchEnglish(ns: LazyNamespace): Promise<Record<string, unknown>> {
  return (await lazyEnglish[ns]()).default;
}

/** Fetches the German catalogue, every namespace (one chunk of its own). */
export async function loadGerman(): Promise<Catalogue> {
  return (await import('./de')).de;
}

/** A catalogue shaped like the whole English one: namespace → keys → message. */
export type Catalogue = Record<keyof typeof enAll, Record<string, unknown>>;

/** The languages Lanes ships, by BCP 47 code, with each one's own name for the Settings switch. */
export const languages = { en: 'English', de: 'Deutsch' } as const;

/** A language Lanes ships. */
export type Language = keyof typeof languages;

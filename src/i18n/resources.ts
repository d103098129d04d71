/**
 * The message catalogues, one JSON file per namespace and language under ./locales/{lng}/{ns}.json. English is
 * the source and the type of every key (see i18next.d.ts); German must carry the same keys (checked by
 * resources.test.ts). A new namespace is a new pair of files, added to both maps below.
 */
import enCommon from './locales/en/common.json';
import deCommon from './locales/de/common.json';

/** English catalogue: namespace → nested keys → message (i18next's `{{name}}` interpolation, `_one`/`_other` plurals). */
export const en = {
  common: enCommon,
};

/** German catalogue, shaped like `en`. */
export const de: Record<keyof typeof en, Record<string, unknown>> = {
  common: deCommon,
};

/** The languages Lanes ships, by BCP 47 code, with each one's own name for the Settings switch. */
export const languages = { en: 'English', de: 'Deutsch' } as const;

/** A language Lanes ships. */
export type Language = keyof typeof languages;

/**
 * i18next set-up, imported once for its side effect by src/start.tsx (and the test set-up). The language comes
 * from Settings (kept per device in localStorage under `lanes.language`) or else the browser's languages;
 * English is the fallback and bundled; German loads before the first render (`i18nReady`).
 */
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { en, fetchEnglish, languages, loadGerman, type Language, type LazyNamespace } from './resources';

/** localStorage key of the language chosen in Settings. */
export const LANGUAGE_STORAGE_KEY = 'lanes.language';

void i18next
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    // German is added by ensureCatalogue when it is the language: only English is in the start-up bundle.
    resources: { en },
    partialBundledLanguages: true,
    fallbackLng: 'en',
    supportedLngs: Object.keys(languages),
    nonExplicitSupportedLngs: true,
    defaultNS: 'common',
    ns: Object.keys(en),
    // React escapes output itself; escaping here would show `&amp;` in titles.
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      // Never cache what was detected: only a choice made in Settings is stored, so "System default" keeps
      // following the browser's languages (setLanguage writes the choice itself).
      caches: [],
    },
    returnNull: false,
  });

/** Adds the catalogue of `lng` (a code such as `de-DE`) to i18next unless it is there; true when it was added. */
async function ensureCatalogue(lng: string | undefined): Promise<boolean> {
  const base = lng?.split('-')[0];
  if (base !== 'de' || i18next.hasResourceBundle('de', 'common')) return false;
  const catalogue = await loadGerman();
  for (const [ns, messages] of Object.entries(catalogue)) i18next.addResourceBundle('de', ns, messages);
  return true;
}

/**
 * Resolves when the detected language's catalogue is loaded (at once for English): src/start.tsx renders after
 * it, so a German page never flashes English. Never rejects: without the German chunk, English shows.
 */
export const i18nReady: Promise<void> = ensureCatalogue(i18next.language)
  .then(async (added) => {
    if (added) await i18next.changeLanguage(i18next.language);
  })
  .catch((e: unknown) => console.warn('Lanes: the German messages could not load; showing English.', e));

/**
 * Makes sure the English messages of `namespaces` are in i18next (fetching those that are not): the lazy pages
 * await it with their own chunk, so they never render a raw key. Rejects when a chunk cannot be fetched.
 */
export async function loadEnglish(namespaces: readonly LazyNamespace[]): Promise<void> {
  const missing = namespaces.filter((ns) => !i18next.hasResourceBundle('en', ns));
  const fetched = await Promise.all(missing.map(async (ns) => [ns, await fetchEnglish(ns)] as const));
  for (const [ns, messages] of fetched) i18next.addResourceBundle('en', ns, messages);
}

/** Keeps <html lang> in step, for screen readers and the browser's own formatting. */
const syncHtmlLang = (lng: string) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
};
syncHtmlLang(i18next.resolvedLanguage ?? 'en');
i18next.on('languageChanged', syncHtmlLang);

/** The language in use now (one Lanes ships). */
export function currentLanguage(): Language {
  const lng = i18next.resolvedLanguage;
  return lng && lng in languages ? (lng as Language) : 'en';
}

/** What Settings offers: a language Lanes ships, or `system` (follow the browser's languages). */
export type LanguageChoice = Language | 'system';

/** The choice stored on this device, or `system` when none is (or storage is unavailable). */
export function storedLanguage(): LanguageChoice {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return stored && stored in languages ? (stored as Language) : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Switches the app's language and remembers the choice on this device; `system` forgets the stored choice and
 * follows the browser's languages again (navigator.languages, English when none is shipped).
 */
export async function setLanguage(choice: LanguageChoice): Promise<void> {
  try {
    if (choice === 'system') localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    else localStorage.setItem(LANGUAGE_STORAGE_KEY, choice);
  } catch {
    // Storage refused (private mode, quota): the language still changes for this session.
  }
  if (choice !== 'system') await ensureCatalogue(choice);
  // With no language given, i18next asks the detector again, which now finds only the browser's languages.
  await i18next.changeLanguage(choice === 'system' ? undefined : choice);
  if (await ensureCatalogue(i18next.language)) await i18next.changeLanguage(i18next.language);
}

export { i18next };

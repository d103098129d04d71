/**
 * i18next set-up, imported once for its side effect by src/main.tsx (and the test set-up). The language comes
 * from Settings (kept per device in localStorage under `lanes.language`) or else the browser's languages;
 * English is the fallback. Catalogues are bundled, so `t` works from the first render.
 */
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { de, en, languages, type Language } from './resources';

/** localStorage key of the language chosen in Settings. */
export const LANGUAGE_STORAGE_KEY = 'lanes.language';

void i18next
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: { en, de },
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
      caches: ['localStorage'],
    },
    returnNull: false,
  });

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

/** Switches the app's language and remembers the choice on this device. */
export async function setLanguage(lng: Language): Promise<void> {
  await i18next.changeLanguage(lng);
}

export { i18next };

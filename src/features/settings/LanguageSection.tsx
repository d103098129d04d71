/** Settings → Language: English, Deutsch, or the browser's languages ("System default"), for this device. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { setLanguage, storedLanguage, type LanguageChoice } from '../../i18n';
import { languages, type Language } from '../../i18n/resources';

/** The language switch: a select that applies the choice at once and keeps it on this device. */
export function LanguageSection() {
  const { t, i18n } = useTranslation('settings');
  const [choice, setChoice] = useState<LanguageChoice>(storedLanguage);
  const current = languages[(i18n.resolvedLanguage ?? 'en') as Language] ?? languages.en;
  const choose = (next: LanguageChoice) => {
    setChoice(next);
    void setLanguage(next);
  };
  return (
    <section className="settings-section" aria-labelledby="language-heading">
      <h2 id="language-heading">{t('language.heading')}</h2>
      <label className="field">
        {t('language.field')}
        <select value={choice} onChange={(e) => choose(e.target.value as LanguageChoice)}>
          <option value="system">
            {choice === 'system' ? t('language.systemNow', { language: current }) : t('language.system')}
          </option>
          {(Object.keys(languages) as Language[]).map((lng) => (
            // Each language in its own words, so someone who cannot read the current one still finds theirs.
            <option key={lng} value={lng} lang={lng}>
              {languages[lng]}
            </option>
          ))}
        </select>
      </label>
      <p className="hint">{t('language.hint')}</p>
    </section>
  );
}

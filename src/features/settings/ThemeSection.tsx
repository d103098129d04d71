/** Settings → Appearance: light, dark or the system's theme, for this device. */
import { useTranslation } from '../../i18n/use-translation';
import { THEME_CHOICES, useThemeChoice } from '../../ui/theme';

/** The theme switch: a radio group that applies the choice at once. */
export function ThemeSection() {
  const { t } = useTranslation('theme');
  const [choice, setChoice] = useThemeChoice();
  return (
    <section className="settings-section" aria-labelledby="appearance-heading">
      <h2 id="appearance-heading">{t('heading')}</h2>
      <fieldset className="theme-choices">
        <legend>{t('legend')}</legend>
        {THEME_CHOICES.map((option) => (
          <label key={option} className="checkbox">
            <input
              type="radio"
              name="theme"
              value={option}
              checked={choice === option}
              onChange={() => setChoice(option)}
            />
            {t(option)}
          </label>
        ))}
        <p className="hint">{t('hint')}</p>
      </fieldset>
    </section>
  );
}

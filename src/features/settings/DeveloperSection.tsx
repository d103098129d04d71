/**
 * Settings → Developer: the feature flags in force, where each comes from, and — in local mode — per-device
 * overrides typed as Remote Config strings, parsed (and refused) exactly like console values.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import { useFlags } from '../../backend/use-flags';
import { FLAG_DEFINITIONS, FLAG_NAMES, type FlagName } from '../../domain/flags';

export function DeveloperSection() {
  const { flags: port } = useBackend();
  const flags = useFlags();
  const { t } = useTranslation('settings');
  const overrides = port.overrides;
  const [draft, setDraft] = useState<Partial<Record<FlagName, string>>>(() => ({ ...overrides?.get() }));
  // Problems can change without any value changing (a refused override keeps the default): re-render on apply.
  const [, setApplied] = useState(0);
  const problems = port.problems();

  const save = (e: FormEvent) => {
    e.preventDefault();
    overrides?.set(Object.fromEntries(Object.entries(draft).filter(([, v]) => v !== undefined && v !== '')));
    setApplied((n) => n + 1);
  };
  const reset = () => {
    setDraft({});
    overrides?.set({});
    setApplied((n) => n + 1);
  };

  return (
    <section className="settings-section" aria-labelledby="developer-heading">
      <h2 id="developer-heading">{t('developer.heading')}</h2>
      <p className="hint">{overrides ? t('developer.overrides') : t('developer.remote')}</p>
      <form onSubmit={save} aria-label={t('developer.flags')}>
        {FLAG_NAMES.map((name) => (
          <div className="flag-row" key={name}>
            <label htmlFor={`flag-${name}`}>
              <code>{name}</code>
            </label>
            {overrides ? (
              <input
                id={`flag-${name}`}
                value={draft[name] ?? ''}
                placeholder={String(FLAG_DEFINITIONS[name].defaultValue) || t('developer.empty')}
                onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
              />
            ) : (
              <span id={`flag-${name}`}>{FLAG_DEFINITIONS[name].description}</span>
            )}
            <output htmlFor={`flag-${name}`}>
              <code>{JSON.stringify(flags[name])}</code>
            </output>
          </div>
        ))}
        {overrides && (
          <div className="row">
            <button type="submit" className="primary">
              {t('developer.apply')}
            </button>
            <button type="button" onClick={reset}>
              {t('developer.reset')}
            </button>
          </div>
        )}
      </form>
      {problems.length > 0 && (
        <ul className="error-message" aria-label={t('developer.problems')}>
          {problems.map((p) => (
            <li key={p.flag}>
              <code>{p.flag}</code>: {t('developer.refused', { value: p.value, reason: p.reason })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

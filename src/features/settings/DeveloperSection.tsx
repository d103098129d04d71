/**
 * Settings → Developer: the feature flags in force, where each comes from, and — in local mode — per-device
 * overrides typed as Remote Config strings, parsed (and refused) exactly like console values.
 */
import { useState, type FormEvent } from 'react';
import { useBackend } from '../../backend/context';
import { useFlags } from '../../backend/use-flags';
import { FLAG_DEFINITIONS, FLAG_NAMES, type FlagName } from '../../domain/flags';

export function DeveloperSection() {
  const { flags: port } = useBackend();
  const flags = useFlags();
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
      <h2 id="developer-heading">Developer</h2>
      <p className="hint">
        {overrides
          ? 'Feature flags: the remoteconfig.template.json defaults, overridden on this device below. Leave a field empty for the default.'
          : 'Feature flags from Remote Config (defaults from remoteconfig.template.json until it answers).'}
      </p>
      <form onSubmit={save} aria-label="Feature flags">
        {FLAG_NAMES.map((name) => (
          <div className="flag-row" key={name}>
            <label htmlFor={`flag-${name}`}>
              <code>{name}</code>
            </label>
            {overrides ? (
              <input
                id={`flag-${name}`}
                value={draft[name] ?? ''}
                placeholder={String(FLAG_DEFINITIONS[name].defaultValue) || '(empty)'}
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
              Apply overrides
            </button>
            <button type="button" onClick={reset}>
              Reset to defaults
            </button>
          </div>
        )}
      </form>
      {problems.length > 0 && (
        <ul className="error-message" aria-label="Flag problems">
          {problems.map((p) => (
            <li key={p.flag}>
              <code>{p.flag}</code>: “{p.value}” refused ({p.reason}); the default applies.
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

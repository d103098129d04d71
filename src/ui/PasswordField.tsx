/** A password input that states Firebase Authentication's 6-character rule before anything is sent. */
import { useId } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { PASSWORD_MIN } from '../domain/limits';

export interface PasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'new-password' | 'current-password';
  showRule: boolean;
  /** The visible label; default "Password". */
  label?: string;
}

/** A labelled password input; with `showRule` it states the minimum length under it. */
export function PasswordField({ value, onChange, autoComplete, showRule, label }: PasswordFieldProps) {
  const hintId = useId();
  const { t } = useTranslation();
  return (
    <label className="field">
      {label ?? t('password')}
      <input
        type="password"
        name="password"
        value={value}
        autoComplete={autoComplete}
        aria-describedby={showRule ? hintId : undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {showRule && (
        <span id={hintId} className="hint">
          {t('passwordRule', { min: PASSWORD_MIN })}
        </span>
      )}
    </label>
  );
}

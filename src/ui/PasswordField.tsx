/** A password input that states Firebase Authentication's 6-character rule before anything is sent. */
import { useId } from 'react';
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
export function PasswordField({
  value,
  onChange,
  autoComplete,
  showRule,
  label = 'Password',
}: PasswordFieldProps) {
  const hintId = useId();
  return (
    <label className="field">
      {label}
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
          At least {PASSWORD_MIN} characters (Firebase Authentication&apos;s rule).
        </span>
      )}
    </label>
  );
}

/**
 * The fields every account form shares (sign in, sign up, save a guest's boards): the name when asked for, the
 * e-mail and the password — for a new password with Firebase Authentication's 6-character rule stated under it.
 */
import { useTranslation } from '../i18n/use-translation';
import { PasswordField } from './PasswordField';

/** What the fields edit; a form may hold more (such as "remember"), which is kept as it is. */
export interface AccountFieldValues {
  email: string;
  password: string;
  displayName?: string;
}

export interface AccountFieldsProps<T extends AccountFieldValues> {
  value: T;
  /** The whole form with one field changed. */
  onChange: (next: T) => void;
  /** Show the name field (`displayName`). */
  withName?: boolean;
  /** A password being chosen (new-password, rule shown) rather than typed to sign in (current-password). */
  newPassword: boolean;
}

/** The labelled name, e-mail and password inputs of an account form. */
export function AccountFields<T extends AccountFieldValues>({
  value,
  onChange,
  withName = false,
  newPassword,
}: AccountFieldsProps<T>) {
  const { t } = useTranslation('auth');
  return (
    <>
      {withName && (
        <label className="field">
          {t('name')}
          <input
            name="displayName"
            autoComplete="name"
            value={value.displayName ?? ''}
            onChange={(e) => onChange({ ...value, displayName: e.target.value })}
          />
        </label>
      )}
      <label className="field">
        {t('email')}
        <input
          type="email"
          name="email"
          autoComplete="email"
          value={value.email}
          onChange={(e) => onChange({ ...value, email: e.target.value })}
        />
      </label>
      <PasswordField
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
        autoComplete={newPassword ? 'new-password' : 'current-password'}
        showRule={newPassword}
      />
    </>
  );
}

/**
 * The checks Firebase Authentication makes on an e-mail and password, made before anything is sent so every mode
 * refuses the same input with the same codes (ARCHITECTURE.md §7). Used by both adapters and the forms.
 */
import { AppError } from './errors';
import { emailSchema, passwordSchema, type SignUpInput } from './inputs';

/** Throws `auth/invalid-email` for a malformed address, as Firebase would. */
export function checkEmail(email: unknown): void {
  if (!emailSchema.safeParse(email).success) {
    throw new AppError('auth/invalid-email', 'Enter a valid e-mail address.');
  }
}

/**
 * `auth/weak-password` for a password under 6 characters (Firebase Authentication's rule, PASSWORD_MIN), else
 * null. Other problems (over 4,096 characters, not a string) are the input schemas' to report.
 */
export function weakPasswordError(password: unknown): AppError | null {
  const issue = passwordSchema.safeParse(password).error?.issues[0];
  return issue?.code === 'too_small' ? new AppError('auth/weak-password', issue.message) : null;
}

/** Throws `auth/invalid-email`, then `auth/weak-password`, for what Firebase would refuse in a sign-up. */
export function checkSignUp(input: SignUpInput): void {
  checkEmail(input.email);
  const weak = weakPasswordError(input.password);
  if (weak) throw weak;
}

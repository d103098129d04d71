/**
 * How a feature runs a step the server allows only after a recent sign-in (`auth/requires-recent-login`: deleting
 * a board, changing a role; 5 minutes). The app shell provides the runner that asks the account to sign in again
 * and retries (features/auth RecentSignIn); without a provider the step simply runs, and its error is the caller's.
 */
import { createContext, useContext } from 'react';

/**
 * Runs `step`; where a provider can re-authenticate, a refusal for want of a recent sign-in opens its dialog and
 * the step runs again after the account signed in again. Resolves when the step is done or the person cancelled;
 * rejects with the step's error of any other kind.
 */
export type RunRecent = (step: () => Promise<unknown>) => Promise<void>;

const RecentSignInContext = createContext<RunRecent>(async (step) => {
  await step();
});

export const RecentSignInProvider = RecentSignInContext.Provider;

/** The runner for steps that need a recent sign-in. */
export function useRecentSignIn(): RunRecent {
  return useContext(RecentSignInContext);
}

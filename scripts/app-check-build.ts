/**
 * What a Firebase-mode production build must hold for App Check (ARCHITECTURE.md §5, issue 15 item 5): the
 * reCAPTCHA Enterprise site key, without which no request carries an App Check token — the callables refuse every
 * call outside the emulator (`enforceAppCheck`), and Firestore, Storage and the Realtime Database would refuse
 * everything once enforcement is on, tempting an operator to turn it off — and never a debug token, which anyone
 * could read out of the bundle and use to pass App Check from a script. `npm run dev` (Vite's server, not a build)
 * may use a debug token against a real project.
 */

/** Why a `vite build` with environment `env` must not happen, or null. Never repeats the token's value. */
export function appCheckBuildProblem(env: Readonly<Record<string, string | undefined>>): string | null {
  if ((env.VITE_LANES_BACKEND ?? 'local') !== 'firebase') return null;
  if (env.VITE_APPCHECK_DEBUG_TOKEN?.trim()) {
    return (
      'VITE_APPCHECK_DEBUG_TOKEN is set: a Firebase-mode build would ship it to every visitor. Remove it from ' +
      '.env.local (or the environment) before `vite build`; use it only with `npm run dev`.'
    );
  }
  if (!env.VITE_APPCHECK_SITE_KEY?.trim()) {
    return (
      'VITE_APPCHECK_SITE_KEY is empty: a Firebase-mode build needs App Check (README, "Run on your own Firebase ' +
      'project", step 3): without it every callable is refused and enforcement cannot be turned on.'
    );
  }
  return null;
}

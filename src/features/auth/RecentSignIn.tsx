/**
 * The app's runner for steps that need a recent sign-in (ui/recent-sign-in.tsx): on `auth/requires-recent-login`
 * it asks the account to sign in again (ReauthDialog) and runs the step again, instead of leaving the person with
 * "sign in again" and no way to. Backends that cannot re-authenticate (local mode) pass the error on.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { useBackend } from '../../backend/context';
import { isAppError } from '../../domain/errors';
import { RecentSignInProvider, type RunRecent } from '../../ui/recent-sign-in';
import { preloadable } from '../../ui/preloadable';

// Loaded when first needed: most sessions never see it.
const ReauthDialog = preloadable(
  () => import('./ReauthDialog'),
  (m) => m.ReauthDialog,
  null,
).Component;

interface Waiting {
  step: () => Promise<unknown>;
  resolve: () => void;
}

/** Provides the runner to `children` and shows its dialog while a step waits for the account to sign in again. */
export function RecentSignIn({ children }: { children: ReactNode }) {
  const { auth } = useBackend();
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const canReauth = auth.reauthenticate !== undefined;

  const run: RunRecent = useCallback(
    async (step) => {
      try {
        await step();
      } catch (e) {
        if (!canReauth || !isAppError(e, 'auth/requires-recent-login')) throw e;
        await new Promise<void>((resolve) => setWaiting({ step, resolve }));
      }
    },
    [canReauth],
  );

  return (
    <RecentSignInProvider value={run}>
      {children}
      {waiting && (
        <ReauthDialog
          onConfirmed={async () => {
            await waiting.step();
            setWaiting(null);
            waiting.resolve();
          }}
          onCancel={() => {
            setWaiting(null);
            waiting.resolve();
          }}
        />
      )}
    </RecentSignInProvider>
  );
}

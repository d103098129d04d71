/** The React binding of the ports: the app provides one `Backend`, features read it with `useBackend()`. */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { withFallbacks, type AppBackend } from './fallbacks';
import type { Backend } from './ports';

const BackendContext = createContext<AppBackend | null>(null);

/**
 * Makes `backend` available to everything below it, with neutral stand-ins for the optional `flags`, `telemetry`
 * and `device` ports it lacks (fallbacks.ts).
 */
export function BackendProvider({ backend, children }: { backend: Backend; children: ReactNode }) {
  const value = useMemo(() => withFallbacks(backend), [backend]);
  return <BackendContext.Provider value={value}>{children}</BackendContext.Provider>;
}

/** The app's backend. Throws when used outside `BackendProvider` (a wiring bug, not a user error). */
export function useBackend(): AppBackend {
  const backend = useContext(BackendContext);
  if (!backend) throw new Error('useBackend() needs a <BackendProvider> above it.');
  return backend;
}

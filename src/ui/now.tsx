/** The current time as React state, shared by the whole app and refreshed every minute (for "overdue" badges). */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

const NowContext = createContext<number | null>(null);

/** Ticks once every `intervalMs` (default 60,000 ms). */
export function NowProvider({ children, intervalMs = 60_000 }: { children: ReactNode; intervalMs?: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return <NowContext.Provider value={now}>{children}</NowContext.Provider>;
}

/** Epoch milliseconds as of the last tick; outside a NowProvider, the time of the first render. */
export function useNow(): number {
  const shared = useContext(NowContext);
  const [mounted] = useState(() => Date.now());
  return shared ?? mounted;
}

/**
 * The flags every adapter serves: the last delivered strings, parsed by domain/flags.ts, handed to listeners
 * whenever a value changes. Remote Config (Firebase) and developer overrides (local) both feed `deliver`.
 */
import {
  FLAG_DEFAULTS,
  FLAG_NAMES,
  parseFlags,
  type FlagProblem,
  type Flags,
  type RawFlags,
} from '../domain/flags';
import type { FlagsPort } from './ports';

/** A FlagsPort and the one way to change what it serves. */
export interface FlagsStore {
  port: FlagsPort;
  /** Replaces the delivered strings (absent names: defaults); listeners hear of it when a value changed. */
  deliver(raw: RawFlags): void;
}

const sameFlags = (a: Flags, b: Flags) => FLAG_NAMES.every((name) => a[name] === b[name]);

/**
 * A store starting from `initial` (default: nothing delivered, i.e. the template's defaults). Problems are logged
 * with `console.warn` once per delivery, besides `port.problems()`, so a bad console value shows in the logs.
 */
export function createFlagsStore(initial: RawFlags = {}): FlagsStore {
  let state = parseFlags(initial);
  const listeners = new Set<(flags: Flags) => void>();
  const warn = (problems: readonly FlagProblem[]) => {
    for (const p of problems)
      console.warn(
        `Flag ${p.flag}: "${p.value}" refused (${p.reason}); using ${String(FLAG_DEFAULTS[p.flag])}.`,
      );
  };
  warn(state.problems);

  const port: FlagsPort = {
    get: () => state.flags,
    watch(listener) {
      listeners.add(listener);
      listener(state.flags);
      return () => void listeners.delete(listener);
    },
    problems: () => state.problems,
  };
  return {
    port,
    deliver(raw) {
      const next = parseFlags(raw);
      warn(next.problems);
      const changed = !sameFlags(state.flags, next.flags);
      state = next;
      if (changed) for (const listener of [...listeners]) listener(state.flags);
    },
  };
}

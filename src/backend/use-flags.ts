/** The current feature flags as React state, from the flags port. */
import { useEffect, useState } from 'react';
import type { Flags } from '../domain/flags';
import { useBackend } from './context';

/** The flags now, re-rendering when any of them changes (Remote Config update, developer override). */
export function useFlags(): Flags {
  const { flags } = useBackend();
  const [value, setValue] = useState<Flags>(() => flags.get());
  useEffect(() => flags.watch(setValue), [flags]);
  return value;
}

/**
 * A component in a chunk of its own (a page, a dialog, a view, a card's sections), shown without Suspense. Lanes
 * uses this instead of `React.lazy` everywhere (eslint.config.js refuses `lazy`): a lazy component suspends on its
 * first render even when its chunk is already there (a promise calls back only after the render), Suspense shows
 * its fallback, and React 19 then holds back the content that replaces any fallback until 300 ms after the last
 * fallback appeared (its "fallback throttling", react-dom `FALLBACK_THROTTLE_MS`). That was a quarter of the time
 * to open a board (issue 24), ~0.3 s of opening the sign-up page, Settings or the first card of a visit.
 * Here a loaded component renders at once; one still loading shows `fallback` and is swapped in by an ordinary
 * update as soon as it arrives, which React does not throttle.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** The component, and the function that loads its module (one load, shared; a failed one is retried). */
export interface Preloadable<M, P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<M>;
}

/**
 * The component `pick` takes from the module `load` fetches, shown as `fallback` (an element, or one made from the
 * component's props) until it is loaded. A failed load is thrown from the render, to the nearest error boundary,
 * as a lazy component's is; the next render that needs it loads it again.
 */
export function preloadable<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  fallback: ReactNode | ((props: P) => ReactNode),
): Preloadable<M, P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<M> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => {
        loaded = pick(module);
        return module;
      },
      (e: unknown) => {
        loading = undefined;
        throw e;
      },
    );
    return loading;
  };

  function Component(props: P) {
    const [state, setState] = useState<{ Loaded?: ComponentType<P>; error?: unknown }>(() => ({
      Loaded: loaded,
    }));
    useEffect(() => {
      if (state.Loaded) return;
      let live = true;
      preload().then(
        () => live && setState({ Loaded: loaded }),
        (error: unknown) => live && setState({ error }),
      );
      return () => {
        live = false;
      };
    }, [state.Loaded]);
    if (state.error !== undefined) throw state.error;
    if (state.Loaded) return <state.Loaded {...props} />;
    return typeof fallback === 'function' ? fallback(props) : fallback;
  }
  return { Component, preload };
}

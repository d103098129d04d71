/**
 * A page in a chunk of its own that is usually fetched before it first renders (preloaded at start-up, or when the
 * browser is idle), shown without Suspense. With `React.lazy` the page suspended on its first render even when its
 * chunk was there (a promise calls back only after the render), Suspense showed its fallback, and React then held
 * back the content that replaced the fallback until 300 ms after the fallback appeared (its "fallback throttling"):
 * a quarter of the time to open a board (issue 24). Here a loaded page renders at once; one still loading shows
 * `fallback` and replaces it by an ordinary update as soon as it arrives.
 */
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';

/** The page as a component, and the function that loads its module (one load, shared; a failed one is retried). */
export interface Preloadable<M, P extends object> {
  Component: ComponentType<P>;
  preload: () => Promise<M>;
}

/**
 * The component `pick` takes from the module `load` fetches, shown as `fallback` until it is loaded. A failed load
 * is thrown from the render, to the nearest error boundary, as a lazy component's is.
 */
export function preloadable<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
  fallback: ReactNode,
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
    const [page, setPage] = useState<{ Page?: ComponentType<P>; error?: unknown }>(() => ({ Page: loaded }));
    useEffect(() => {
      if (page.Page) return;
      let live = true;
      preload().then(
        () => live && setPage({ Page: loaded }),
        (error: unknown) => live && setPage({ error }),
      );
      return () => {
        live = false;
      };
    }, [page.Page]);
    if (page.error !== undefined) throw page.error;
    return page.Page ? <page.Page {...props} /> : fallback;
  }
  return { Component, preload };
}

/**
 * Routing on wouter (about 2 KB gzip against react-router's 30 KB: issue E's initial-JavaScript budget), behind
 * the few react-router-shaped hooks the features use, so a feature imports its routing from here and never from
 * the library. Locations are the browser's; `MemoryRouter` gives tests an in-memory one.
 */
import { useEffect, useState, type ReactNode } from 'react';
import {
  Router,
  useLocation as useWouterLocation,
  useSearch,
  useSearchParams as useWouterSearchParams,
} from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useHistoryState } from 'wouter/use-browser-location';

export { Link, Route, Switch, useParams } from 'wouter';

/** How a navigation is made: `replace` swaps the history entry; `state` rides on it (history.state). */
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

/** A function that goes to an app path (`/b/…?q=x`); stable between renders. */
export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

/** `navigate(to, options)` for the current router. */
export function useNavigate(): NavigateFunction {
  return useWouterLocation()[1];
}

/** The current location, react-router style: pathname, search (with its `?`, or ''), hash and history state. */
export interface AppLocation {
  pathname: string;
  search: string;
  hash: string;
  state: unknown;
}

/**
 * The current location; re-renders on every navigation. The hash is read from the browser when the component
 * renders (wouter does not track it: only the settings page reads it, once, to scroll to a section).
 */
export function useLocation(): AppLocation {
  const [pathname] = useWouterLocation();
  const search = useSearch();
  const state: unknown = useHistoryState();
  const hash = typeof window === 'undefined' ? '' : window.location.hash;
  return { pathname, search: search ? `?${search}` : '', hash, state };
}

/** The query string as URLSearchParams and a setter that navigates to the same path with new parameters. */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams | ((prev: URLSearchParams) => URLSearchParams), options?: NavigateOptions) => void,
] {
  return useWouterSearchParams();
}

/** Navigates to `to` once rendered (a redirect); renders nothing. */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

/** An in-memory router starting at `initialEntries[0]` (path and query), for component tests. */
export function MemoryRouter({
  initialEntries = ['/'],
  children,
}: {
  initialEntries?: readonly string[];
  children: ReactNode;
}) {
  const [location] = useState(() => memoryLocation({ path: initialEntries[0] ?? '/' }));
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      {children}
    </Router>
  );
}

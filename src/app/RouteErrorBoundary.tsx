/**
 * Catches an error thrown while rendering a page and shows `fallback` instead of a blank screen; the next
 * navigation tries the page again.
 */
import { Component, type ReactNode } from 'react';

interface Props {
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

interface State {
  error: unknown;
  /** The path the error happened on: leaving it clears the error. */
  path: string | null;
}

/** React's error boundaries are class components only. */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: null, path: null };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, path: window.location.pathname };
  }

  private readonly onNavigate = () => {
    if (this.state.path !== null && window.location.pathname !== this.state.path)
      this.setState({ error: null, path: null });
  };

  componentDidMount() {
    // wouter's navigations dispatch these (pushState/replaceState are patched to announce themselves).
    for (const type of ['popstate', 'pushState', 'replaceState']) addEventListener(type, this.onNavigate);
  }

  componentWillUnmount() {
    for (const type of ['popstate', 'pushState', 'replaceState']) removeEventListener(type, this.onNavigate);
  }

  render() {
    return this.state.path !== null ? this.props.fallback(this.state.error) : this.props.children;
  }
}

// A component in its own chunk: once loaded it shows straight away (no fallback first, so React has no fallback to
// hold it back for), while loading it shows the fallback (an element, or one made from its props), and a chunk that
// cannot load reaches the error boundary as a lazy component's failure did.
import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, expect, it } from 'vitest';
import { preloadable } from './preloadable';

afterEach(cleanup);

function Page({ name }: { name: string }) {
  return <p>Page {name}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p>Failed</p> : this.props.children;
  }
}

it('shows a preloaded page in its first render', async () => {
  const page = preloadable(
    () => Promise.resolve({ Page }),
    (m) => m.Page,
    <p>Loading…</p>,
  );
  await page.preload();
  render(<page.Component name="A" />);
  expect(screen.getByText('Page A')).toBeTruthy();
  expect(screen.queryByText('Loading…')).toBeNull();
});

it('shows the fallback until the page loads, then the page', async () => {
  let loaded: (m: { Page: typeof Page }) => void = () => undefined;
  const page = preloadable(
    () => new Promise<{ Page: typeof Page }>((resolve) => (loaded = resolve)),
    (m) => m.Page,
    <p>Loading…</p>,
  );
  render(<page.Component name="B" />);
  expect(screen.getByText('Loading…')).toBeTruthy();
  await act(async () => loaded({ Page }));
  expect(screen.getByText('Page B')).toBeTruthy();
});

it('hands a chunk that cannot load to the error boundary, and loads it again next time', async () => {
  let attempts = 0;
  const page = preloadable(
    () => {
      attempts += 1;
      return attempts === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ Page });
    },
    (m) => m.Page,
    <p>Loading…</p>,
  );
  const { unmount } = render(
    <Boundary>
      <page.Component name="C" />
    </Boundary>,
  );
  expect(await screen.findByText('Failed')).toBeTruthy();
  unmount();
  render(<page.Component name="C" />);
  expect(await screen.findByText('Page C')).toBeTruthy();
});

it('makes its fallback from the props when asked to', async () => {
  let loaded: (m: { Page: typeof Page }) => void = () => undefined;
  const page = preloadable(
    () => new Promise<{ Page: typeof Page }>((resolve) => (loaded = resolve)),
    (m) => m.Page,
    ({ name }: { name: string }) => <p>Plain {name}</p>,
  );
  render(<page.Component name="D" />);
  expect(screen.getByText('Plain D')).toBeTruthy();
  await act(async () => loaded({ Page }));
  expect(screen.getByText('Page D')).toBeTruthy();
  expect(screen.queryByText('Plain D')).toBeNull();
});

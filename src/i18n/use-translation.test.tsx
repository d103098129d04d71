// The app's useTranslation remembers plain keys' messages between renders: what a person reads must still follow
// the language chosen and messages that arrive later (a lazy page's namespace), at once.
import { act, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { i18next } from '.';
import { useTranslation } from './use-translation';

const NS = 'rememberTest';

function Words() {
  // A namespace of the test's own, outside the app's typed catalogue: t as a plain function of strings.
  const { t } = useTranslation(NS as 'common') as unknown as {
    t: (key: string, options?: Record<string, string>) => string;
  };
  return (
    <p>
      {t('hello')} / {t('name', { name: 'Ada' })}
    </p>
  );
}

afterEach(async () => {
  i18next.removeResourceBundle('en', NS);
  i18next.removeResourceBundle('de', NS);
  await act(() => i18next.changeLanguage('en'));
});

it('shows messages added after the first render, and the new language after a change, not what it remembered', async () => {
  const { rerender } = render(<Words />);
  // Not loaded yet: i18next gives the key.
  expect(screen.getByRole('paragraph').textContent).toBe('hello / name');

  i18next.addResourceBundle('en', NS, { hello: 'Hello', name: 'Hi {{name}}' });
  rerender(<Words />);
  expect(screen.getByRole('paragraph').textContent).toBe('Hello / Hi Ada');

  i18next.addResourceBundle('de', NS, { hello: 'Hallo', name: 'Hallo {{name}}' });
  await act(() => i18next.changeLanguage('de'));
  rerender(<Words />);
  expect(screen.getByRole('paragraph').textContent).toBe('Hallo / Hallo Ada');

  i18next.addResourceBundle('de', NS, { hello: 'Guten Tag' }, true, true);
  rerender(<Words />);
  expect(screen.getByRole('paragraph').textContent).toBe('Guten Tag / Hallo Ada');
});

it('gives a component the same t while the language stays, so memoised children keep theirs', () => {
  const seen: unknown[] = [];
  function Probe() {
    const { t } = useTranslation();
    seen.push(t);
    return null;
  }
  const { rerender } = render(<Probe />);
  rerender(<Probe />);
  expect(seen).toHaveLength(2);
  expect(seen[1]).toBe(seen[0]);
});

// The theme choice: stored per device, shown on <html data-theme>, and "system" following the OS setting.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyTheme,
  readThemeChoice,
  resolveTheme,
  setThemeChoice,
  startTheme,
  THEME_STORAGE_KEY,
} from './theme';

/** Fakes `prefers-color-scheme: dark` as `dark`, with a way to flip it as the OS would. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return dark;
    },
    addEventListener: (_: string, l: () => void) => listeners.add(l),
    removeEventListener: (_: string, l: () => void) => listeners.delete(l),
  };
  vi.stubGlobal('matchMedia', () => query);
  return (next: boolean) => {
    dark = next;
    listeners.forEach((l) => l());
  };
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  delete document.documentElement.dataset.theme;
});

describe('theme', () => {
  it('follows the system when nothing is chosen', () => {
    fakeSystem(true);
    expect(readThemeChoice()).toBe('system');
    applyTheme();
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('remembers a choice on this device and shows it at once', () => {
    fakeSystem(true);
    setThemeChoice('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(readThemeChoice()).toBe('light');
  });

  it('reads an unknown stored value as "system"', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'purple');
    expect(readThemeChoice()).toBe('system');
  });

  it('switches with the system while "system" is chosen, and not while a theme is fixed', () => {
    const flip = fakeSystem(false);
    const stop = startTheme();
    expect(document.documentElement.dataset.theme).toBe('light');
    flip(true);
    expect(document.documentElement.dataset.theme).toBe('dark');
    setThemeChoice('light');
    flip(false);
    flip(true);
    expect(document.documentElement.dataset.theme).toBe('light');
    stop();
  });

  it('resolves choices', () => {
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
  });
});

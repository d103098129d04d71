/**
 * Light, dark or system theme, chosen per device (localStorage `lanes.theme`). The choice is resolved to
 * `<html data-theme="light|dark">`, which switches the CSS variables of src/app/styles.css. index.html runs the
 * same resolution inline before first paint (no flash of the wrong theme); `startTheme` then keeps "system"
 * following the operating system's setting while the app runs.
 */
import { useSyncExternalStore } from 'react';

/** localStorage key of this device's theme choice (read by the inline script in index.html too). */
export const THEME_STORAGE_KEY = 'lanes.theme';

/** The theme choices, in the order Settings offers them. */
export const THEME_CHOICES = ['system', 'light', 'dark'] as const;

/** A theme choice: a fixed theme, or whatever the operating system prefers. */
export type ThemeChoice = (typeof THEME_CHOICES)[number];

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

/** This device's stored choice; "system" when none is stored, it is unreadable, or storage is blocked. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = localStorage.getItem(THEME_STORAGE_KEY);
    return THEME_CHOICES.find((c) => c === stored) ?? 'system';
  } catch {
    return 'system';
  }
}

/** The theme a choice shows, given whether the system prefers dark. */
export function resolveTheme(choice: ThemeChoice, systemDark: boolean): 'light' | 'dark' {
  return choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;
}

const systemDark = () => typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;

/** Sets `<html data-theme>` for `choice`. */
export function applyTheme(choice: ThemeChoice = readThemeChoice()): void {
  document.documentElement.dataset.theme = resolveTheme(choice, systemDark());
}

/** Stores `choice` for this device and shows it at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage blocked (a private window's policy): the choice still applies until the tab closes.
  }
  applyTheme(choice);
  listeners.forEach((listener) => listener());
}

/** Applies the stored choice and follows the system's setting while the choice is "system"; returns the stop. */
export function startTheme(): () => void {
  applyTheme();
  if (typeof matchMedia !== 'function') return () => undefined;
  const query = matchMedia(DARK_QUERY);
  const onChange = () => {
    if (readThemeChoice() === 'system') applyTheme('system');
  };
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The current choice, re-rendering when Settings changes it; and the setter. */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const choice = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    readThemeChoice,
    () => 'system' as const,
  );
  return [choice, setThemeChoice];
}

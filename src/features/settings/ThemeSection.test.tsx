// Settings → Appearance: picking a theme shows it at once and keeps it for this device.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { ThemeSection } from './ThemeSection';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

it('switches the page to the dark theme and back to the system’s', () => {
  render(<ThemeSection />);
  expect(screen.getByRole('radio', { name: 'Same as the system' })).toHaveProperty('checked', true);
  fireEvent.click(screen.getByRole('radio', { name: 'Dark' }));
  expect(document.documentElement.dataset.theme).toBe('dark');
  expect(localStorage.getItem('lanes.theme')).toBe('dark');
  expect(screen.getByRole('radio', { name: 'Dark' })).toHaveProperty('checked', true);
  fireEvent.click(screen.getByRole('radio', { name: 'Light' }));
  expect(document.documentElement.dataset.theme).toBe('light');
});

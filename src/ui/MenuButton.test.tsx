// The menu button: opens a menu, arrow keys move, Escape closes back to the button, choosing runs the action.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { MenuButton } from './MenuButton';

afterEach(cleanup);

it('is a keyboard-usable menu of actions', () => {
  const exportBoard = vi.fn();
  render(
    <MenuButton
      label="Board menu"
      items={[
        { label: 'Filter cards', onSelect: vi.fn() },
        { label: 'Export…', onSelect: exportBoard },
      ]}
    />,
  );
  const button = screen.getByRole('button', { name: 'Board menu' });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  fireEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  const [first, second] = screen.getAllByRole('menuitem');
  expect(document.activeElement).toBe(first);
  fireEvent.keyDown(first as HTMLElement, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(second);
  fireEvent.keyDown(second as HTMLElement, { key: 'ArrowDown' });
  expect(document.activeElement).toBe(first);
  fireEvent.keyDown(first as HTMLElement, { key: 'Escape' });
  expect(screen.queryByRole('menu')).toBeNull();
  expect(document.activeElement).toBe(button);

  fireEvent.click(button);
  fireEvent.click(screen.getByRole('menuitem', { name: 'Export…' }));
  expect(exportBoard).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('menu')).toBeNull();
});

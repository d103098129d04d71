// "Copy link": the card's address goes to the clipboard; where the clipboard refuses, it is shown selected instead.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from '../../ui/toast';
import { CopyLink } from './CopyLink';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const url = 'https://lanes.example/b/b1/c/c1';

function renderWithClipboard(writeText: (text: string) => Promise<void>) {
  const user = userEvent.setup();
  // After userEvent.setup(), which installs its own clipboard: this test's stands in for the browser's.
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  render(
    <ToastProvider>
      <CopyLink url={url} />
    </ToastProvider>,
  );
  return user;
}

describe('CopyLink', () => {
  it('copies the address and says so', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    const user = renderWithClipboard(writeText);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status').textContent).toContain('Link to the card copied.');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('shows the address selected when the clipboard refuses', async () => {
    const user = renderWithClipboard(() => Promise.reject(new Error('NotAllowedError')));
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const field = (await screen.findByRole('textbox', { name: /Link to this card/ })) as HTMLInputElement;
    expect(field.value).toBe(url);
    expect(field.selectionStart).toBe(0);
    expect(field.selectionEnd).toBe(url.length);
  });
});

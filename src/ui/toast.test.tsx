// Toasts stay usable while a modal dialog is open: they render inside it (the page behind is inert), and go back
// to the page when it closes.
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { MAX_TOASTS, ToastProvider, useToast } from './toast';

afterEach(cleanup);

function Page({ undo }: { undo: () => void }) {
  const toast = useToast();
  const [open, setOpen] = useState(true);
  return (
    <>
      {open && (
        <Dialog title="Card" onClose={() => setOpen(false)}>
          <button
            type="button"
            onClick={() => toast({ text: 'Deleted.', action: { label: 'Undo', run: undo } })}
          >
            Delete
          </button>
        </Dialog>
      )}
    </>
  );
}

describe('toasts and modal dialogs', () => {
  it('shows the toast inside the open dialog, and on the page once it closes', async () => {
    const user = userEvent.setup();
    const undo = vi.fn();
    render(
      <ToastProvider>
        <Page undo={undo} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = document.querySelector('dialog');
    expect(dialog?.querySelector('.toasts')?.textContent).toContain('Deleted.');
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.querySelector('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(undo).toHaveBeenCalledOnce();
  });
});

describe('nested dialogs', () => {
  it('Escape in a dialog opened from another closes only the inner one', async () => {
    const user = userEvent.setup();
    function Nested() {
      const [outer, setOuter] = useState(true);
      const [inner, setInner] = useState(true);
      return outer ? (
        <Dialog title="Outer" onClose={() => setOuter(false)}>
          {inner && (
            <Dialog title="Inner" onClose={() => setInner(false)}>
              <p>Inside</p>
            </Dialog>
          )}
        </Dialog>
      ) : null;
    }
    render(<Nested />);
    const innerDialog = screen.getByText('Inside').closest('dialog');
    innerDialog?.dispatchEvent(new Event('cancel', { cancelable: true }));
    await user.click(document.body);
    expect(screen.queryByText('Inside')).toBeNull();
    expect(screen.getByText('Outer')).toBeTruthy();
  });
});

describe('an open dialog without toasts', () => {
  it('holds no status region of the toasts', () => {
    render(
      <ToastProvider>
        <Dialog title="Export" onClose={() => undefined}>
          <p>Nothing yet</p>
        </Dialog>
      </ToastProvider>,
    );
    expect(document.querySelector('dialog .toasts')).toBeNull();
    expect(document.querySelector('.toasts')).not.toBeNull();
  });
});

describe('toasts do not pile up', () => {
  function Buttons() {
    const toast = useToast();
    let n = 0;
    return (
      <>
        <button type="button" onClick={() => toast({ text: `Note ${++n}.` })}>
          note
        </button>
        <button type="button" onClick={() => toast({ text: `Moved ${++n}.`, kind: 'move' })}>
          move
        </button>
      </>
    );
  }
  const texts = () => [...document.querySelectorAll('.toast > span')].map((e) => e.textContent);

  it(`shows at most ${MAX_TOASTS}, the newest, and one of each kind`, async () => {
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <Buttons />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'move' }));
    await user.click(screen.getByRole('button', { name: 'move' }));
    expect(texts()).toEqual(['Moved 2.']);
    await user.click(screen.getByRole('button', { name: 'note' }));
    await user.click(screen.getByRole('button', { name: 'note' }));
    expect(texts()).toEqual(['Note 3.', 'Note 4.']);
  });
});

describe('undo toasts stay true', () => {
  function Moves({ undo }: { undo: (what: string) => void }) {
    const toast = useToast();
    const move = (text: string, subject?: string) =>
      toast({ text, subject, action: { label: `Undo ${text}`, run: () => undo(text) } });
    return (
      <>
        <button type="button" onClick={() => move('A to 5th', 'a')}>
          first
        </button>
        <button type="button" onClick={() => move('A to 9th', 'a')}>
          second
        </button>
        <button type="button" onClick={() => move('B to 9th', 'b')}>
          other
        </button>
      </>
    );
  }

  it('undoing an older action retires the later Undo of the same subject, not of another', async () => {
    const user = userEvent.setup();
    const undo = vi.fn();
    render(
      <ToastProvider>
        <Moves undo={undo} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'second' }));
    await user.click(screen.getByRole('button', { name: 'Undo A to 5th' }));
    expect(undo.mock.calls).toEqual([['A to 5th']]);
    expect(screen.queryByRole('button', { name: 'Undo A to 9th' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'other' }));
    await user.click(screen.getByRole('button', { name: 'Undo A to 5th' }));
    expect(screen.getByRole('button', { name: 'Undo B to 9th' })).toBeTruthy();
  });

  it('undoing the latest first keeps the older Undo', async () => {
    const user = userEvent.setup();
    const undo = vi.fn();
    render(
      <ToastProvider>
        <Moves undo={undo} />
      </ToastProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'second' }));
    await user.click(screen.getByRole('button', { name: 'Undo A to 9th' }));
    await user.click(screen.getByRole('button', { name: 'Undo A to 5th' }));
    expect(undo.mock.calls).toEqual([['A to 9th'], ['A to 5th']]);
  });
});

describe('the provider going away', () => {
  it('leaves no dismissal timer behind', async () => {
    vi.useFakeTimers();
    try {
      function Shout() {
        const toast = useToast();
        return (
          <button type="button" onClick={() => toast({ text: 'Saved.' })}>
            Save
          </button>
        );
      }
      const { unmount } = render(
        <ToastProvider>
          <Shout />
        </ToastProvider>,
      );
      screen.getByRole('button', { name: 'Save' }).click();
      expect(vi.getTimerCount()).toBeGreaterThan(0);
      unmount();
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

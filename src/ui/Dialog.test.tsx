import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';

/** A dialog on screen at 100–500 px across, 50–450 px down, and its `onClose` spy. */
function placedDialog() {
  const onClose = vi.fn();
  render(
    <Dialog title="Card" onClose={onClose}>
      Body
    </Dialog>,
  );
  const dialog = screen.getByRole('dialog');
  dialog.getBoundingClientRect = () =>
    ({ left: 100, right: 500, top: 50, bottom: 450, width: 400, height: 400, x: 100, y: 50 }) as DOMRect;
  return { dialog, onClose };
}

describe('Dialog', () => {
  it('closes on a click on the backdrop, outside its box', () => {
    const { dialog, onClose } = placedDialog();
    fireEvent.click(dialog, { clientX: 20, clientY: 300 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when a click inside its box lands on the dialog itself (press and release on different elements)', () => {
    const { dialog, onClose } = placedDialog();
    fireEvent.click(dialog, { clientX: 300, clientY: 200 });
    fireEvent.click(screen.getByText('Body'), { clientX: 300, clientY: 200 });
    expect(onClose).not.toHaveBeenCalled();
  });

  it('gives the focus to the field marked data-autofocus, not to its close button', () => {
    render(
      <Dialog title="WIP limit" onClose={() => undefined}>
        <label>
          Limit
          <input data-autofocus />
        </label>
      </Dialog>,
    );
    expect(document.activeElement).toBe(screen.getByLabelText('Limit'));
  });

  it('selects the proposed text of a field marked data-autofocus="select", so typing replaces it', () => {
    render(
      <Dialog title="Copy board" onClose={() => undefined}>
        <label>
          Title
          <input data-autofocus="select" defaultValue="Garden (copy)" />
        </label>
      </Dialog>,
    );
    const field = screen.getByLabelText<HTMLInputElement>('Title');
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, 'Garden (copy)'.length]);
  });
});

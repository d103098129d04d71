// The board background dialog: the current background is pressed; a swatch writes the board's new background.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../../backend/context';
import type { Backend, BoardsPort } from '../../../backend/ports';
import type { Board } from '../../../domain/model';
import { BackgroundDialog } from './BackgroundDialog';
import { sampleBoard } from '../../../domain/samples';

afterEach(cleanup);

const board: Board = sampleBoard({
  id: 'b1',
  title: 'Home',
  background: 'green',
  roles: { me: 'owner' },
  memberIds: ['me'],
  createdBy: 'me',
});

it('offers colours and gradients, marks the current one and saves a new choice', () => {
  const updateBoard = vi.fn<BoardsPort['updateBoard']>(() => Promise.resolve());
  const backend = { mode: 'local', boards: { updateBoard } } as unknown as Backend;
  render(
    <BackendProvider backend={backend}>
      <BackgroundDialog board={board} onClose={vi.fn()} />
    </BackendProvider>,
  );
  expect(screen.getByRole('dialog', { name: 'Board background' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'green' }).getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByRole('button', { name: 'blue' }).getAttribute('aria-pressed')).toBe('false');
  fireEvent.click(screen.getByRole('button', { name: 'sunset' }));
  expect(updateBoard).toHaveBeenCalledWith('b1', { background: 'sunset' });
});

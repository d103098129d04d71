// The board's labels editor: rename and recolour save the board's labels; a deleted label comes back with Undo,
// at its place, on top of changes made meanwhile.
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { Backend, BoardsPort, Observer } from '../../backend/ports';
import type { BoardPatch } from '../../domain/inputs';
import type { Board } from '../../domain/model';
import { ToastProvider } from '../../ui/toast';
import { sampleBoard } from '../../domain/samples';
import { LabelsEditor } from './LabelsEditor';

afterEach(cleanup);

const initial: Board = sampleBoard({
  id: 'b1',
  title: 'Home',
  labels: [
    { id: 'g', name: '', color: 'green' },
    { id: 'r', name: 'Urgent', color: 'red' },
  ],
  roles: { me: 'owner' },
  memberIds: ['me'],
  createdBy: 'me',
});

/** A board kept in memory: updateBoard applies the patch and re-renders the editor with the new board. */
function setup() {
  let board = initial;
  let rerender: (b: Board) => void = () => undefined;
  const boards = {
    updateBoard: async (_id: string, patch: BoardPatch) => {
      board = { ...board, ...(patch as Partial<Board>) };
      act(() => rerender(board));
    },
    watchBoard: (_id: string, o: Observer<Board | null>) => {
      queueMicrotask(() => o.next({ data: board, pending: false, fromCache: false }));
      return () => undefined;
    },
  } as unknown as BoardsPort;
  const backend = { mode: 'local', auth: {}, boards } as unknown as Backend;
  function Harness() {
    const [shown, setShown] = useState(board);
    rerender = setShown;
    return <LabelsEditor board={shown} />;
  }
  render(
    <BackendProvider backend={backend}>
      <ToastProvider>
        <Harness />
      </ToastProvider>
    </BackendProvider>,
  );
  return { labels: () => board.labels };
}

describe('LabelsEditor', () => {
  it('renames a label with Enter and recolours it', async () => {
    const user = userEvent.setup();
    const { labels } = setup();
    await user.type(screen.getByLabelText('Name of the green label'), 'Garden{Enter}');
    expect(labels()[0]).toEqual({ id: 'g', name: 'Garden', color: 'green' });
    await user.selectOptions(screen.getByLabelText('Colour of the label Garden'), 'dark green');
    expect(labels()[0]?.color).toBe('green_dark');
  });

  it('deletes a label and puts it back at its place with Undo, keeping a label added meanwhile', async () => {
    const user = userEvent.setup();
    const { labels } = setup();
    await user.click(screen.getByRole('button', { name: 'Delete the label Urgent' }));
    expect(labels().map((l) => l.name)).toEqual(['']);
    expect(screen.getByRole('status').textContent).toContain('Deleted the label “Urgent”.');
    expect(screen.queryByLabelText('Name of the label Urgent')).toBeNull();

    await user.type(screen.getByLabelText('New label name'), 'Blocked');
    await user.click(screen.getByRole('button', { name: 'Add label' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByLabelText('Name of the label Urgent');
    expect(labels().map((l) => l.name)).toEqual(['', 'Urgent', 'Blocked']);
  });

  it('says why a name is refused and keeps what was typed', async () => {
    const user = userEvent.setup();
    setup();
    const field = screen.getByLabelText('Name of the green label');
    await user.click(field);
    await user.paste('x'.repeat(101));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toContain('at most 100 characters');
    expect((field as HTMLInputElement).value).toHaveLength(101);
  });
});

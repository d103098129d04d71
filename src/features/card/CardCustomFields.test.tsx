// The card dialog's custom fields: values edited in place (typed, ticked, chosen), and the board's fields editor
// for owners and admins (add, options, show on card, delete with Undo).
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { Backend, BoardsPort } from '../../backend/ports';
import type { CustomFields } from '../../domain/custom-fields/schema';
import type { Board, Card } from '../../domain/model';
import { sampleBoard, sampleCard } from '../../domain/samples';
import { ToastProvider } from '../../ui/toast';
import { CardCustomFields } from './CardCustomFields';

afterEach(cleanup);

const start: CustomFields = {
  est: { name: 'Estimate', type: 'number', rank: 'a0', options: [], showOnCard: false },
  ok: { name: 'Approved', type: 'checkbox', rank: 'a1', options: [], showOnCard: false },
  prio: {
    name: 'Priority',
    type: 'dropdown',
    rank: 'a2',
    options: [
      { id: 'hi', name: 'High', color: 'red' },
      { id: 'lo', name: 'Low', color: 'green' },
    ],
    showOnCard: false,
  },
};

/** The harness's latest board and card, for the assertions. */
const state = {} as { board: Board; card: Card };

function Harness({ canEditFields = true, canEdit = true }) {
  const [board, setBoard] = useState(() => sampleBoard({ customFields: start }));
  const [card, setCard] = useState(() => sampleCard({ title: 'Paint' }));
  useEffect(() => {
    state.board = board;
    state.card = card;
  });
  const boards = {
    updateBoard: async (_id: string, patch: { customFields?: CustomFields }) =>
      act(() => setBoard((b) => ({ ...b, customFields: patch.customFields ?? b.customFields }))),
  } as unknown as BoardsPort;
  const backend: Backend = {
    mode: 'local',
    auth: { onUserChanged: () => () => undefined } as unknown as Backend['auth'],
    boards,
  };
  return (
    <BackendProvider backend={backend}>
      <ToastProvider>
        <CardCustomFields
          board={board}
          card={card}
          canEdit={canEdit}
          canEditFields={canEditFields}
          onChange={(apply) => act(() => setCard((c) => ({ ...c, fields: apply(c) })))}
        />
      </ToastProvider>
    </BackendProvider>
  );
}

describe('CardCustomFields', () => {
  it('saves a typed number on Enter, a tick at once, and a chosen option', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByLabelText('Estimate'));
    await user.keyboard('3.5{Enter}');
    await user.click(screen.getByLabelText('Approved'));
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    expect(state.card.fields).toEqual({ est: 3.5, ok: true, prio: 'hi' });
    // Clearing the choice removes the value.
    await user.selectOptions(screen.getByLabelText('Priority'), '—');
    expect(state.card.fields).toEqual({ est: 3.5, ok: true });
  });

  it('shows values read-only to those who may not edit, and no editor', () => {
    render(<Harness canEdit={false} canEditFields={false} />);
    expect((screen.getByLabelText('Estimate') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Edit fields' })).toBeNull();
  });

  it('lets an admin add a dropdown with options, show it on cards, and delete it with Undo', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Edit fields' }));
    await user.type(screen.getByLabelText('Name of the new field'), 'Stage');
    await user.selectOptions(screen.getByLabelText('Type'), 'Dropdown');
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    const stage = Object.values(state.board.customFields ?? {}).find((f) => f.name === 'Stage');
    expect(stage).toMatchObject({ type: 'dropdown', options: [] });

    await user.type(screen.getByLabelText('New option for Stage'), 'Draft{Enter}');
    await user.type(screen.getByLabelText('New option for Stage'), 'Final{Enter}');
    const options = Object.values(state.board.customFields ?? {}).find((f) => f.name === 'Stage')?.options;
    expect(options?.map((o) => [o.name, o.color])).toEqual([
      ['Draft', 'green'],
      ['Final', 'yellow'],
    ]);
    // The new field is also on the card, ready to fill.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'Final');

    const row = screen.getByRole('button', { name: 'Delete Stage' }).closest('li') as HTMLElement;
    await user.click(within(row).getByLabelText('Show on card'));
    expect(Object.values(state.board.customFields ?? {}).find((f) => f.name === 'Stage')?.showOnCard).toBe(
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Delete Stage' }));
    expect(Object.values(state.board.customFields ?? {}).map((f) => f.name)).toEqual([
      'Estimate',
      'Approved',
      'Priority',
    ]);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(Object.values(state.board.customFields ?? {}).map((f) => f.name)).toContain('Stage');
    // Its value on the card was never lost.
    const select = screen.getByRole('combobox', { name: 'Stage' }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe('Final');
  });

  it('moves fields up and down', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Edit fields' }));
    await user.click(screen.getByRole('button', { name: 'Move Priority up' }));
    const names = screen.getAllByText(/^(Estimate|Approved|Priority)$/, { selector: '.field-name' });
    expect(names.map((n) => n.textContent)).toEqual(['Estimate', 'Priority', 'Approved']);
  });
});

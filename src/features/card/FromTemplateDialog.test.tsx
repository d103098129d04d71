// "From template…": the new card lands at the bottom of the chosen list with the template's description, labels,
// checklists (fresh ids) and members, but not its dates; it is not a template itself; a toast says where it went.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { BackendProvider } from '../../backend/context';
import type { Backend, BoardsPort, Observer } from '../../backend/ports';
import type { CardPatch, CreateCardInput } from '../../domain/inputs';
import type { Card, List } from '../../domain/model';
import { MemoryRouter } from '../../ui/routing';
import { ToastProvider } from '../../ui/toast';
import { FromTemplateDialog } from './FromTemplateDialog';
import { sampleList } from '../../domain/samples';

afterEach(cleanup);

const base: Card = {
  id: 't1',
  boardId: 'b1',
  listId: 'doing',
  rank: 'a0',
  title: 'Bug report',
  description: 'Steps:\n1.',
  labelIds: ['red'],
  assigneeIds: ['ana'],
  memberNames: [],
  startAt: 10,
  dueAt: 20,
  dueDone: false,
  checklists: [{ id: 'k1', title: 'Triage', items: [{ id: 'i1', text: 'Reproduce', done: false }] }],
  coverAttachmentId: null,
  counts: { comments: 0, attachments: 0, checkItems: 1, checkItemsDone: 0 },
  archivedAt: null,
  isTemplate: true,
  createdBy: 'ana',
  createdAt: 0,
  updatedAt: 0,
};
const weekly: Card = { ...base, id: 't2', rank: 'a1', title: 'Weekly review', description: 'Agenda' };
const other: Card = { ...base, id: 'c9', listId: 'todo', rank: 'a5', title: 'Existing', isTemplate: false };
const todo: List = sampleList({ id: 'todo', boardId: 'b1', title: 'To do' });

it('creates a card from the chosen template at the bottom of the list', async () => {
  const created: CreateCardInput[] = [];
  const patches: CardPatch[] = [];
  const boards = {
    watchCards: (_id: string, o: Observer<Card[]>) => {
      queueMicrotask(() => o.next({ data: [base, weekly, other], pending: false, fromCache: false }));
      return () => undefined;
    },
    createCard: vi.fn(async (_b: string, input: CreateCardInput) => void created.push(input)),
    updateCard: vi.fn(async (_b: string, _c: string, patch: CardPatch) => void patches.push(patch)),
  } as unknown as BoardsPort;
  const onClose = vi.fn();
  render(
    <BackendProvider backend={{ mode: 'local', boards } as unknown as Backend}>
      <ToastProvider>
        <MemoryRouter initialEntries={['/b/b1']}>
          <FromTemplateDialog templates={[base, weekly]} list={todo} onClose={onClose} />
        </MemoryRouter>
      </ToastProvider>
    </BackendProvider>,
  );

  expect(screen.getByLabelText('Title of the new card')).toHaveProperty('value', 'Bug report');
  fireEvent.change(screen.getByLabelText('Template'), { target: { value: 't2' } });
  // The title follows the template until someone edits it.
  expect(screen.getByLabelText('Title of the new card')).toHaveProperty('value', 'Weekly review');
  fireEvent.click(screen.getByRole('button', { name: 'Create card' }));

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(created).toHaveLength(1);
  expect(created[0]).toMatchObject({ listId: 'todo', title: 'Weekly review' });
  expect(created[0]!.rank > other.rank).toBe(true);
  const patch = patches[0]!;
  expect(patch).toMatchObject({ description: 'Agenda', labelIds: ['red'], assigneeIds: ['ana'] });
  expect(patch.checklists?.[0]?.items[0]?.text).toBe('Reproduce');
  expect(patch.checklists?.[0]?.id).not.toBe('k1');
  expect(patch).not.toHaveProperty('dueAt');
  expect(patch).not.toHaveProperty('startAt');
  expect(patch).not.toHaveProperty('isTemplate');
  expect(await screen.findByText('Added “Weekly review” to To do.')).toBeTruthy();
});

// Start and due date fields: a start after the due date is refused with a message and not saved.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardDates } from './CardDates';

afterEach(cleanup);

const due = new Date(2026, 10, 27, 17, 0).getTime();

describe('CardDates', () => {
  it('saves a start before the due date', () => {
    const onChange = vi.fn();
    render(<CardDates startAt={null} dueAt={due} dueDone={false} canEdit onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-23T09:00' } });
    expect(onChange).toHaveBeenCalledWith({ startAt: new Date(2026, 10, 23, 9, 0).getTime() });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a start after the due date, and a due date before the start', () => {
    const onChange = vi.fn();
    const start = new Date(2026, 10, 23, 9, 0).getTime();
    render(<CardDates startAt={start} dueAt={due} dueDone={false} canEdit onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('Start date'), { target: { value: '2026-11-30T09:00' } });
    expect(screen.getByRole('alert').textContent).toBe('The start date must be on or before the due date.');
    fireEvent.change(screen.getByLabelText('Due date'), { target: { value: '2026-11-20T09:00' } });
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('lets an observer read the dates only', () => {
    render(<CardDates startAt={null} dueAt={due} dueDone={false} canEdit={false} onChange={vi.fn()} />);
    expect((screen.getByLabelText('Due date') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove due' })).toBeNull();
  });
});

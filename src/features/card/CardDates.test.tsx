// Start and due date fields: written and read in the app's language; a start after the due date is refused with a
// message and not saved; the calendar picks a day.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18next } from '../../i18n';
import { de } from '../../i18n/de';
import { CardDates } from './CardDates';

afterEach(async () => {
  cleanup();
  await act(() => i18next.changeLanguage('en'));
});
beforeAll(() => {
  for (const [ns, messages] of Object.entries(de)) i18next.addResourceBundle('de', ns, messages);
});

const due = new Date(2026, 10, 27, 17, 0).getTime();

/** Types `day` and `time` into the date field `label` and presses Enter. */
async function type(label: string, day: string, time: string) {
  const user = userEvent.setup();
  await user.clear(screen.getByLabelText(label));
  await user.type(screen.getByLabelText(label), day);
  await user.clear(screen.getByLabelText(`${label}: time`));
  await user.type(screen.getByLabelText(`${label}: time`), `${time}{Enter}`);
}

describe('CardDates', () => {
  it('saves a start before the due date, typed as English writes it', async () => {
    const onChange = vi.fn();
    render(<CardDates startAt={null} dueAt={due} dueDone={false} canEdit onChange={onChange} />);
    expect(screen.getByLabelText('Due date')).toHaveProperty('value', '11/27/2026');
    expect(screen.getByLabelText('Due date: time')).toHaveProperty('value', '5:00 PM');
    await type('Start date', '11/23/2026', '9:00 AM');
    expect(onChange).toHaveBeenCalledWith({ startAt: new Date(2026, 10, 23, 9, 0).getTime() });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a start after the due date, and a due date before the start', async () => {
    const onChange = vi.fn();
    const start = new Date(2026, 10, 23, 9, 0).getTime();
    render(<CardDates startAt={start} dueAt={due} dueDone={false} canEdit onChange={onChange} />);
    await type('Start date', '11/30/2026', '9:00 AM');
    expect(screen.getByRole('alert').textContent).toBe('The start date must be on or before the due date.');
    expect(screen.getByLabelText('Start date')).toHaveProperty('value', '11/23/2026');
    await type('Due date', '11/20/2026', '9:00 AM');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('opens the calendar on the day just typed, before the card shows it (its write still on its way)', async () => {
    const onChange = vi.fn();
    render(<CardDates startAt={null} dueAt={due} dueDone={false} canEdit onChange={onChange} />);
    await type('Due date', '03/05/2026', '10:00 AM');
    expect(onChange).toHaveBeenCalledWith({ dueAt: new Date(2026, 2, 5, 10, 0).getTime() });
    expect(screen.getByLabelText('Due date')).toHaveProperty('value', '03/05/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Pick the Due date from a calendar' }));
    expect(screen.getByRole('grid').getAttribute('aria-label')).toBe('March 2026');
  });

  it('says how to write a date it cannot read, and keeps the text', async () => {
    const onChange = vi.fn();
    render(<CardDates startAt={null} dueAt={due} dueDone={false} canEdit onChange={onChange} />);
    await type('Due date', '31/12/2026', '5:00 PM');
    expect(screen.getByRole('alert').textContent).toBe('Write the date as 03/31/2026.');
    expect(screen.getByLabelText('Due date')).toHaveProperty('value', '31/12/2026');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('in German: German dates and times, and a German calendar that picks the day', async () => {
    await act(() => i18next.changeLanguage('de'));
    const onChange = vi.fn();
    render(<CardDates startAt={null} dueAt={due} dueDone={false} canEdit onChange={onChange} />);
    expect(screen.getByLabelText('Fälligkeitsdatum')).toHaveProperty('value', '27.11.2026');
    expect(screen.getByLabelText('Fälligkeitsdatum: Uhrzeit')).toHaveProperty('value', '17:00');
    fireEvent.click(screen.getByRole('button', { name: 'Fälligkeitsdatum im Kalender wählen' }));
    expect(screen.getByRole('grid').getAttribute('aria-label')).toBe('November 2026');
    // German weeks start on Monday.
    expect(document.querySelector('.rdp-weekday')?.getAttribute('aria-label')).toBe('Montag');
    fireEvent.click(screen.getByRole('button', { name: /30\. November 2026/ }));
    expect(onChange).toHaveBeenCalledWith({ dueAt: new Date(2026, 10, 30, 17, 0).getTime() });
  });

  it('lets an observer read the dates only', () => {
    render(<CardDates startAt={null} dueAt={due} dueDone={false} canEdit={false} onChange={vi.fn()} />);
    expect((screen.getByLabelText('Due date') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Remove due' })).toBeNull();
    expect(screen.queryByRole('button', { name: /calendar/ })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { sampleBoard, sampleCard } from '../samples';
import { boardCalendar, icsFileName } from './ics';

const board = sampleBoard({ id: 'B1', title: 'Launch; plan' });
const due = Date.UTC(2026, 11, 1, 9, 30);

describe('iCalendar export', () => {
  it('writes one event per open card with a due date, in UTC, with a stable uid and a link', () => {
    const text = boardCalendar(
      board,
      [
        sampleCard({ id: 'c1', title: 'Press release', dueAt: due }),
        sampleCard({
          id: 'c2',
          title: 'Venue',
          startAt: Date.UTC(2026, 10, 28, 8),
          dueAt: due,
          dueDone: true,
        }),
        sampleCard({ id: 'c3', title: 'No date' }),
        sampleCard({ id: 'c4', title: 'Archived', dueAt: due, archivedAt: 1 }),
      ],
      { origin: 'https://lanes.example' },
    );
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain('UID:c1@lanes');
    expect(text).toContain('DTSTART:20261201T090000Z');
    expect(text).toContain('DTEND:20261201T093000Z');
    expect(text).toContain('DTSTART:20261128T080000Z');
    expect(text).toContain('SUMMARY:✓ Venue');
    expect(text).toContain('URL:https://lanes.example/b/B1/c/c1');
    expect(text).toContain('X-WR-CALNAME:Launch');
    expect(text).toContain('DESCRIPTION:Launch\\; plan');
    expect(text).not.toContain('No date');
    expect(text.split('\r\n').length).toBeGreaterThan(10);
  });

  it('writes an empty calendar for a board without due dates', () => {
    const text = boardCalendar(board, [sampleCard()]);
    expect(text).toContain('BEGIN:VCALENDAR');
    expect(text).not.toContain('BEGIN:VEVENT');
  });

  it('names the file after the board', () => {
    expect(icsFileName('Crème Brûlée Launch!')).toBe('creme-brulee-launch.ics');
    expect(icsFileName('!!!')).toBe('board.ics');
  });
});

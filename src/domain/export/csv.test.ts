// CSV export: RFC 4180 quoting, the formula-injection guard, and one row per card on the board.
import { describe, expect, it } from 'vitest';
import type { Card, List } from '../model';
import { sampleCard } from '../samples';
import { CSV_COLUMNS, boardToCsv, checklistProgress, csvCell, csvRow } from './csv';
import { sampleList } from '../samples';

describe('csvCell', () => {
  it('leaves plain text alone', () => {
    expect(csvCell('Paint the fence')).toBe('Paint the fence');
    expect(csvCell('')).toBe('');
  });
  it('quotes fields with a comma, quote, CR or LF and doubles quotes (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line 1\nline 2')).toBe('"line 1\nline 2"');
    expect(csvCell('line 1\r\nline 2')).toBe('"line 1\r\nline 2"');
  });
  it('defuses cells a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe('"\'=HYPERLINK(""http://evil"",""x"")"');
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('a=b')).toBe('a=b');
  });
  // Issue 15 item 16: German Excel (and any spreadsheet whose list separator is ";") opens a .csv by splitting
  // lines at ";": "Notes;=HYPERLINK(…)" becomes two cells, the second a formula. Tab-separated readers split at tabs.
  it('leaves no cell that a ;- or tab-separated reader would see as a formula', () => {
    const hostile = [
      'Notes;=HYPERLINK("http://evil","x")',
      'a;+1',
      'a;-2+3',
      'b;@SUM(A1)',
      "c\t=cmd|'/c calc'!A0",
      'd;\t=1+1',
      'e; =1+1',
      'plain; text',
    ];
    const line = csvRow(hostile);
    const FORMULA = /^[=+\-@\t\r]/;
    // A naive reader: splits at every separator, quotes or not.
    for (const separator of [';', '\t']) {
      const cells = line.split(separator).map((cell) => cell.replace(/^"/, ''));
      for (const cell of cells) expect(cell, `${JSON.stringify(separator)}: ${cell}`).not.toMatch(FORMULA);
    }
    // The text is all still there, one apostrophe before each formula start.
    expect(csvCell('Notes;=HYPERLINK(1)')).toBe('"Notes;\'=HYPERLINK(1)"');
    expect(csvCell('e; =1+1')).toBe('"e; =1+1"');
    expect(csvCell('plain; text')).toBe('"plain; text"');
  });
  it('joins a row with commas', () => {
    expect(csvRow(['a', 'b,c', ''])).toBe('a,"b,c",');
  });
});

const list = (id: string, rank: string, archivedAt: number | null = null): List =>
  sampleList({ id, boardId: 'B', title: `List ${id}`, rank, archivedAt });
const card = (id: string, listId: string, rank: string, extra: Partial<Card> = {}): Card =>
  sampleCard({ id, boardId: 'B', listId, rank, title: `Card ${id}`, ...extra });

describe('boardToCsv', () => {
  const labels = [
    { id: 'r', name: 'Urgent', color: 'red' },
    { id: 'g', name: '', color: 'green' },
  ];
  const checklists = [
    {
      id: 'k',
      title: 'Steps',
      items: [
        { id: '1', text: 'One', done: true },
        { id: '2', text: 'Two', done: false },
      ],
    },
  ];

  it('writes a header and one row per open card of an open list, in board order, with CRLF', () => {
    const csv = boardToCsv(
      { labels },
      [list('l2', 'b'), list('l1', 'a'), list('gone', 'c', 5)],
      [
        // Its blockers by title, an archived one too; an id of no card is left out.
        card('c2', 'l1', 'b', { blockedBy: ['c1', 'c3', 'nope'] }),
        card('c1', 'l1', 'a', {
          labelIds: ['r', 'g'],
          memberNames: ['Jing Zhou'],
          assigneeIds: ['uid-1'],
          dueAt: Date.UTC(2024, 4, 15, 10),
          dueDone: true,
          checklists,
          description: 'Two coats,\n"white"',
        }),
        card('c3', 'l2', 'a', { archivedAt: 1 }),
        card('c4', 'gone', 'a'),
      ],
      { nameOf: (uid) => (uid === 'uid-1' ? 'Ana' : uid) },
    );
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[1]).toBe(
      'List l1,Card c1,"Urgent, green","Jing Zhou, Ana",2024-05-15T10:00:00.000Z,yes,1/2,"Two coats,\n""white""",',
    );
    expect(lines[2]).toBe('List l1,Card c2,,,,no,,,"Card c1, Card c3"');
    expect(lines).toHaveLength(4);
    expect(csv.endsWith('\r\n')).toBe(true);
  });

  it('counts check items done of all, across checklists', () => {
    expect(checklistProgress(card('c', 'l', 'a', { checklists }))).toBe('1/2');
    expect(checklistProgress(card('c', 'l', 'a'))).toBe('');
  });
});

describe('boardToCsv and card templates', () => {
  it('leaves templates out: they are patterns, not work (the JSON export keeps them)', () => {
    const csv = boardToCsv(
      { labels: [] },
      [list('l1', 'a0')],
      [
        card('c1', 'l1', 'a0', { title: 'Real work' }),
        card('c2', 'l1', 'a1', { title: 'A pattern', isTemplate: true }),
      ],
    );
    expect(csv).toContain('Real work');
    expect(csv).not.toContain('A pattern');
  });
});

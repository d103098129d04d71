import { describe, expect, it } from 'vitest';
import { boardBaseOfPath, boardPathIds, boardPaths } from './paths';

describe('board paths under each base (issue 27)', () => {
  it('links a public board’s views and cards under /p/, as under /b/', () => {
    const links = boardPaths('p');
    expect(links.view('b 1', 'table')).toBe('/p/b%201/table');
    expect(links.viewCard('b1', 'calendar', 'c/9')).toBe('/p/b1/calendar/c/c%2F9');
    expect(boardPaths('b').card('b1', 'c1')).toBe('/b/b1/c/c1');
  });

  it('reads the base and the ids back from a path', () => {
    expect(boardBaseOfPath('/embed/b1/table')).toBe('embed');
    expect(boardBaseOfPath('/p/')).toBeNull();
    expect(boardBaseOfPath('/settings')).toBeNull();
    expect(boardPathIds('/p/b%201/calendar/c/c%2F9')).toEqual({ boardId: 'b 1', cardId: 'c/9' });
    expect(boardPathIds('/p/b1')).toEqual({ boardId: 'b1', cardId: undefined });
  });
});

// A refused change that had landed before its answer was lost (issue 28's fault test): told from the server's
// documents, so a person is not told "Not saved" about a card every device shows.
import { describe, expect, it } from 'vitest';
import { alreadyLanded } from './landed';
import { increment, serverTime, type DocWrite } from './writes';

const path = 'boards/b1/cards/c1';
const create: DocWrite = {
  kind: 'set',
  path,
  data: { listId: 'l1', title: 'Edit 2', labelIds: [], counts: { comments: 0 }, createdAt: serverTime() },
};
const onServer = {
  id: 'c1',
  boardId: 'b1',
  listId: 'l1',
  title: 'Edit 2',
  labelIds: [],
  counts: { comments: 0 },
};

describe('whether a refused change had landed', () => {
  it('says so when the server holds every value the change wrote', () => {
    expect(alreadyLanded([create], new Map([[path, { ...onServer, createdAt: 5 }]]))).toBe(true);
  });

  it('says not when a value differs, the document is missing, or it could not be read', () => {
    expect(alreadyLanded([create], new Map([[path, { ...onServer, title: 'Edit 3' }]]))).toBe(false);
    expect(alreadyLanded([create], new Map([[path, null]]))).toBe(false);
    expect(alreadyLanded([create], new Map())).toBe(false);
  });

  it('reads dotted fields, and takes a deletion as landed when the document is gone', () => {
    const move: DocWrite = { kind: 'update', path, data: { 'counts.comments': 2, listId: 'l2' } };
    expect(alreadyLanded([move], new Map([[path, { listId: 'l2', counts: { comments: 2 } }]]))).toBe(true);
    expect(alreadyLanded([move], new Map([[path, { listId: 'l2', counts: { comments: 1 } }]]))).toBe(false);
    expect(alreadyLanded([{ kind: 'delete', path }], new Map([[path, null]]))).toBe(true);
  });

  it('cannot tell from the server’s clock or an increment alone', () => {
    const bump: DocWrite = {
      kind: 'update',
      path,
      data: { 'counts.comments': increment(1), updatedAt: serverTime() },
    };
    expect(alreadyLanded([bump], new Map([[path, onServer]]))).toBe(false);
  });

  it('leaves out the paths it is told to skip (tombstones)', () => {
    const tomb: DocWrite = { kind: 'set', path: 'boards/b1/tombstones/c1', data: { kind: 'card' } };
    const del: DocWrite = { kind: 'delete', path };
    const skip = (p: string) => p.includes('/tombstones/');
    expect(alreadyLanded([tomb, del], new Map([[path, null]]), skip)).toBe(true);
  });

  it('judges a creation by the document made, not by the board tally a later change wrote again', () => {
    const tally: DocWrite = {
      kind: 'update',
      path: 'boards/b1',
      data: { counted: { kind: 'card', id: 'c1' } },
    };
    const later = new Map<string, Record<string, unknown> | null>([
      [path, onServer],
      ['boards/b1', { counted: { kind: 'card', id: 'c9' } }],
    ]);
    expect(alreadyLanded([create, tally], later)).toBe(true);
    expect(alreadyLanded([tally], later)).toBe(false);
  });
});

// Check item edits: reordering (keyboard moves and drops), and Undo putting deleted items and checklists back.
import { describe, expect, it } from 'vitest';
import type { Checklist } from '../../domain/model';
import * as edit from './checklist-edits';

const list = (...texts: string[]): Checklist => ({
  id: 'c1',
  title: 'Paint',
  items: texts.map((text) => ({ id: text, text, done: false })),
});
const texts = (lists: readonly Checklist[]) => lists[0]!.items.map((i) => i.text);

describe('moveItem', () => {
  it('moves an item up, down, to the ends, and clamps past them', () => {
    const lists = [list('a', 'b', 'c', 'd')];
    expect(texts(edit.moveItem('c1', 'c', 1)(lists))).toEqual(['a', 'c', 'b', 'd']);
    expect(texts(edit.moveItem('a', 'a', 1)(lists))).toEqual(['a', 'b', 'c', 'd']);
    expect(texts(edit.moveItem('c1', 'a', 3)(lists))).toEqual(['b', 'c', 'd', 'a']);
    expect(texts(edit.moveItem('c1', 'd', 0)(lists))).toEqual(['d', 'a', 'b', 'c']);
    expect(texts(edit.moveItem('c1', 'b', 99)(lists))).toEqual(['a', 'c', 'd', 'b']);
    expect(texts(edit.moveItem('c1', 'b', -5)(lists))).toEqual(['b', 'a', 'c', 'd']);
  });

  it('changes nothing for an unknown item and keeps the input untouched', () => {
    const lists = [list('a', 'b')];
    expect(texts(edit.moveItem('c1', 'zz', 0)(lists))).toEqual(['a', 'b']);
    edit.moveItem('c1', 'b', 0)(lists);
    expect(texts(lists)).toEqual(['a', 'b']);
  });
});

describe('dropIndex', () => {
  const items = list('a', 'b', 'c', 'd').items;
  it('lands above or below the item dropped on', () => {
    expect(edit.dropIndex(items, 'a', 'c', 'top')).toBe(1);
    expect(edit.dropIndex(items, 'a', 'c', 'bottom')).toBe(2);
    expect(edit.dropIndex(items, 'd', 'b', 'top')).toBe(1);
    expect(edit.dropIndex(items, 'd', 'a', 'top')).toBe(0);
    expect(edit.dropIndex(items, 'a', 'd', 'bottom')).toBe(3);
  });

  it('is null when the drop changes nothing', () => {
    expect(edit.dropIndex(items, 'b', 'b', 'top')).toBeNull();
    expect(edit.dropIndex(items, 'b', 'c', 'top')).toBeNull();
    expect(edit.dropIndex(items, 'c', 'b', 'bottom')).toBeNull();
    expect(edit.dropIndex(items, 'x', 'b', 'top')).toBeNull();
  });
});

describe('undo', () => {
  it('puts a deleted item back where it was, once', () => {
    const lists = [list('a', 'b', 'c')];
    const b = lists[0]!.items[1]!;
    const without = edit.deleteItem('c1', 'b')(lists);
    const back = edit.restoreItem('c1', b, 1)(without);
    expect(texts(back)).toEqual(['a', 'b', 'c']);
    expect(texts(edit.restoreItem('c1', b, 1)(back))).toEqual(['a', 'b', 'c']);
  });

  it('puts a deleted checklist back at its place', () => {
    const other: Checklist = { id: 'c2', title: 'Shop', items: [] };
    const lists = [list('a'), other];
    const back = edit.restoreChecklist(lists[0]!, 0)(edit.deleteChecklist('c1')(lists));
    expect(back.map((c) => c.id)).toEqual(['c1', 'c2']);
  });
});

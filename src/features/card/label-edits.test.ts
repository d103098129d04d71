// The board's labels: rename, recolour, add within the limits, delete and Undo at the same place.
import { describe, expect, it } from 'vitest';
import { isAppError } from '../../domain/errors';
import { LABELS_PER_BOARD } from '../../domain/limits';
import type { Label } from '../../domain/model';
import * as edit from './label-edits';

const labels: Label[] = [
  { id: 'g', name: '', color: 'green' },
  { id: 'r', name: 'Urgent', color: 'red' },
  { id: 'b', name: 'Later', color: 'blue' },
];

describe('label edits', () => {
  it('renames (trimmed) and recolours one label only', () => {
    const renamed = edit.renameLabel(labels, 'g', '  Garden ');
    expect(renamed.map((l) => l.name)).toEqual(['Garden', 'Urgent', 'Later']);
    expect(edit.recolorLabel(labels, 'r', 'red_dark')[1]).toEqual({
      id: 'r',
      name: 'Urgent',
      color: 'red_dark',
    });
  });

  it('refuses a name over 100 characters', () => {
    expect(() => edit.renameLabel(labels, 'g', 'x'.repeat(101))).toThrow(/at most 100/);
  });

  it('adds at the end, up to 1,000 labels', () => {
    const added = edit.addLabel(labels, 'Blocked', 'purple');
    expect(added).toHaveLength(4);
    expect(added[3]).toMatchObject({ name: 'Blocked', color: 'purple' });
    const full = Array.from({ length: LABELS_PER_BOARD }, (_, i) => ({
      id: `l${i}`,
      name: '',
      color: 'green',
    }));
    try {
      edit.addLabel(full, 'One more', 'green');
      expect.unreachable();
    } catch (e) {
      expect(isAppError(e, 'limit-exceeded')).toBe(true);
    }
  });

  it('deletes, and Undo puts the label back at its place, once', () => {
    const { labels: without, removed } = edit.deleteLabel(labels, 'r');
    expect(without.map((l) => l.id)).toEqual(['g', 'b']);
    expect(removed).toEqual({ label: labels[1], index: 1 });
    const back = edit.restoreLabel(without, removed!.label, removed!.index);
    expect(back).toEqual(labels);
    expect(edit.restoreLabel(back, removed!.label, 1)).toEqual(labels);
    expect(edit.deleteLabel(labels, 'nope').removed).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { commentAuthorName, withNames } from './member-names';

describe('withNames', () => {
  it('lists the board’s roles with the mirror’s names; the roles win over a lagging mirror', () => {
    const roles = { a: 'owner', b: 'observer', c: 'member' } as const;
    const mirror = [
      { uid: 'a', role: 'owner' as const, displayName: 'Ana' },
      { uid: 'b', role: 'member' as const, displayName: 'Bea' },
      { uid: 'gone', role: 'member' as const, displayName: 'Gone' },
    ];
    expect(withNames(roles, mirror)).toEqual([
      { uid: 'a', role: 'owner', displayName: 'Ana' },
      { uid: 'b', role: 'observer', displayName: 'Bea' },
      { uid: 'c', role: 'member', displayName: '' },
    ]);
    expect(withNames(roles, undefined).map((m) => m.displayName)).toEqual(['', '', '']);
  });
});

describe('commentAuthorName', () => {
  // Issue 28 item 4.4: Mallory renames herself "Ana" (the owner), comments, and renames back.
  it('names a comment by its author’s current name, so a borrowed name does not stay on it', () => {
    // What addComment stores (both adapters; firestore.rules refuse a live comment with a name).
    const comment = { authorUid: 'mallory', authorName: null };
    const whileRenamed = new Map([
      ['ana', 'Ana'],
      ['mallory', 'Ana'],
    ]);
    const afterRenamingBack = new Map([
      ['ana', 'Ana'],
      ['mallory', 'Mallory'],
    ]);
    expect(commentAuthorName(comment, whileRenamed)).toBe('Ana');
    expect(commentAuthorName(comment, afterRenamingBack)).toBe('Mallory');
  });

  it('keeps an imported comment’s author (Trello’s), though its uid is the importing owner’s', () => {
    const names = new Map([['ana', 'Ana']]);
    expect(commentAuthorName({ authorUid: 'ana', authorName: 'Trello Tom' }, names)).toBe('Trello Tom');
  });

  it('names nobody for an author who is no longer a member', () => {
    expect(commentAuthorName({ authorUid: 'gone', authorName: null }, new Map([['ana', 'Ana']]))).toBeNull();
  });
});

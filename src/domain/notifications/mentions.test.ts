import { describe, expect, it } from 'vitest';
import { findMentions, matchMembers, mentionedUids, mentionQuery } from './mentions';

const ANA = { uid: 'ana', displayName: 'Ana' };
const ANA_OWNER = { uid: 'ana-owner', displayName: 'Ana Owner' };
const BEA = { uid: 'bea', displayName: 'Bea Member' };
const NAMELESS = { uid: 'ghost', displayName: '' };
const MEMBERS = [ANA, ANA_OWNER, BEA, NAMELESS];

describe('mentionedUids', () => {
  it('finds a member by display name, case-insensitively', () => {
    expect(mentionedUids('thanks @bea member!', MEMBERS)).toEqual(['bea']);
    expect(mentionedUids('@BEA MEMBER', MEMBERS)).toEqual(['bea']);
  });

  it('takes the longest matching name', () => {
    expect(mentionedUids('@Ana Owner please', MEMBERS)).toEqual(['ana-owner']);
    expect(mentionedUids('@Ana please', MEMBERS)).toEqual(['ana']);
    expect(mentionedUids('@Ana, @Ana Owner', MEMBERS)).toEqual(['ana', 'ana-owner']);
  });

  it('needs a word boundary after the name', () => {
    expect(mentionedUids('@Anabel was here', MEMBERS)).toEqual([]);
    expect(mentionedUids('@Ana_x', MEMBERS)).toEqual([]);
    expect(mentionedUids('@Ana.', MEMBERS)).toEqual(['ana']);
  });

  it('never matches inside an e-mail address', () => {
    expect(mentionedUids('write to x@ana.example.com', MEMBERS)).toEqual([]);
    expect(mentionedUids('bea.member@Bea Member', MEMBERS)).toEqual([]);
    expect(mentionedUids('first+last@ana', MEMBERS)).toEqual([]);
  });

  it('allows punctuation and brackets before the @', () => {
    expect(mentionedUids('(@Ana) and,@Bea Member', MEMBERS)).toEqual(['ana', 'bea']);
    expect(mentionedUids('line one\n@ana', MEMBERS)).toEqual(['ana']);
  });

  it('lists each member once, in order of first mention', () => {
    expect(mentionedUids('@Bea Member @Ana @bea member', MEMBERS)).toEqual(['bea', 'ana']);
  });

  it('ignores Markdown code and members without a name', () => {
    expect(mentionedUids('`@Ana` is quoted', MEMBERS)).toEqual([]);
    expect(mentionedUids('```\n@Ana in a block\n```\nbut @Bea Member here', MEMBERS)).toEqual(['bea']);
    expect(mentionedUids('@ alone and @@Ana', MEMBERS)).toEqual([]);
    expect(mentionedUids('@', [NAMELESS])).toEqual([]);
  });

  it('reports where each mention stands', () => {
    expect(findMentions('hi @Ana Owner!', MEMBERS)).toEqual([{ uid: 'ana-owner', start: 3, end: 13 }]);
  });
});

describe('mentionQuery', () => {
  it('finds the @ being typed before the caret', () => {
    expect(mentionQuery('hello @be', 9)).toEqual({ start: 6, query: 'be' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('hi @Bea Me', 10)).toEqual({ start: 3, query: 'Bea Me' });
  });

  it('is null without an @, across a line break, or inside an e-mail address', () => {
    expect(mentionQuery('hello', 5)).toBeNull();
    expect(mentionQuery('@ana\nnext', 9)).toBeNull();
    expect(mentionQuery('mail me at x@exa', 16)).toBeNull();
  });
});

describe('matchMembers', () => {
  it('offers names starting with the query first, then later words, never the nameless', () => {
    expect(matchMembers(MEMBERS, 'an').map((m) => m.uid)).toEqual(['ana', 'ana-owner']);
    expect(matchMembers(MEMBERS, 'mem').map((m) => m.uid)).toEqual(['bea']);
    expect(matchMembers(MEMBERS, '').map((m) => m.uid)).toEqual(['ana', 'ana-owner', 'bea']);
    expect(matchMembers(MEMBERS, '', 2)).toHaveLength(2);
  });
});

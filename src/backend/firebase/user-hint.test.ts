// The account last signed in, told at once on a reload (issue 24): this tab's, or the browser's when kept; gone
// with the sign-out.
import { afterEach, describe, expect, it } from 'vitest';
import { readUserHint, writeUserHint } from './user-hint';

const ana = {
  uid: 'u1',
  email: 'ana@example.com',
  displayName: 'Ana',
  isAnonymous: false,
  emailVerified: true,
};

afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the user hint', () => {
  it('is this tab’s only when the sign-in is not kept, and the browser’s too when it is', () => {
    writeUserHint(ana);
    expect(readUserHint()).toEqual(ana);
    sessionStorage.clear();
    // A new tab of a sign-in not kept: nobody.
    expect(readUserHint()).toBeNull();

    localStorage.setItem('lanes.keptSignedIn', '1');
    writeUserHint(ana);
    sessionStorage.clear();
    expect(readUserHint()).toEqual(ana);
  });

  it('goes with the sign-out, and ignores what is not a user', () => {
    localStorage.setItem('lanes.keptSignedIn', '1');
    writeUserHint(ana);
    writeUserHint(null);
    expect(readUserHint()).toBeNull();
    sessionStorage.setItem('lanes.lastUser', '{"uid": 7}');
    localStorage.setItem('lanes.lastUser', 'not json');
    expect(readUserHint()).toBeNull();
  });
});

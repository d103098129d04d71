// What the service worker shows and opens for a push payload: only Lanes' own paths.
import { describe, expect, it } from 'vitest';
import { pushData } from './notifications';
import { inboxEntrySchema } from './notifications/types';
import { pushAllowed, pushNotice, sameOriginPath } from './push-link';

const ORIGIN = 'https://lanes.example.com';

describe('pushNotice', () => {
  it('reads a Cloud Messaging payload and opens the card', () => {
    const notice = pushNotice(
      {
        notification: { title: 'Ana mentioned you', body: 'On “Ship it”' },
        data: { boardId: 'b1', cardId: 'c 2' },
      },
      ORIGIN,
    );
    expect(notice).toEqual({
      title: 'Ana mentioned you',
      body: 'On “Ship it”',
      path: '/b/b1/c/c%202',
      tag: 'c 2',
    });
  });

  it('prefers an explicit same-origin url, absolute or relative', () => {
    expect(pushNotice({ data: { url: '/b/x/c/y' } }, ORIGIN).path).toBe('/b/x/c/y');
    expect(pushNotice({ fcmOptions: { link: `${ORIGIN}/b/x?f=1` } }, ORIGIN).path).toBe('/b/x?f=1');
  });

  it('never opens another origin', () => {
    expect(pushNotice({ data: { url: 'https://evil.example/b/x' } }, ORIGIN).path).toBe('/');
    expect(pushNotice({ url: 'javascript:alert(1)', data: { boardId: 'b1' } }, ORIGIN).path).toBe('/b/b1');
    expect(sameOriginPath('//evil.example/x', ORIGIN)).toBeUndefined();
  });

  it('survives any payload', () => {
    for (const payload of [null, 'text', 42, [], { notification: 'x', data: [] }])
      expect(pushNotice(payload, ORIGIN)).toEqual({ title: 'Lanes', body: '', path: '/', tag: undefined });
  });
});

// Issue 15 item 7: the service worker showed every push this browser received, whoever was signed in.
describe('pushAllowed', () => {
  const ana = { uid: 'ana', kept: true };
  const forAna = { data: { uid: 'ana', title: 'Assigned to you', body: 'Ana' } };

  it('shows a push to the account signed in on this browser', () => {
    expect(pushAllowed(forAna, ana, 0)).toBe(true);
  });

  it('drops a push for another account, or when nobody is signed in', () => {
    expect(pushAllowed(forAna, { uid: 'bea', kept: true }, 1)).toBe(false);
    expect(pushAllowed(forAna, null, 1)).toBe(false);
  });

  it('drops a push that names no recipient', () => {
    expect(pushAllowed({ data: { title: 'Assigned to you' } }, ana, 1)).toBe(false);
    expect(pushAllowed({ data: { uid: '' } }, ana, 1)).toBe(false);
    expect(pushAllowed('garbage', ana, 1)).toBe(false);
  });

  it('for a sign-in not kept, shows it only while a Lanes window is open', () => {
    const session = { uid: 'ana', kept: false };
    expect(pushAllowed(forAna, session, 1)).toBe(true);
    expect(pushAllowed(forAna, session, 0)).toBe(false);
  });

  it('agrees with what the functions send (pushData names the recipient)', () => {
    const entry = inboxEntrySchema.parse({ id: 'e1', type: 'assigned', boardId: 'b1', createdAt: 1, text: 'x' });
    expect(pushAllowed({ data: pushData(entry, 'ana') }, ana, 0)).toBe(true);
    expect(pushAllowed({ data: pushData(entry, 'bea') }, ana, 0)).toBe(false);
  });
});

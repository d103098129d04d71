// What the service worker shows and opens for a push payload: only Lanes' own paths.
import { describe, expect, it } from 'vitest';
import { pushNotice, sameOriginPath } from './push-link';

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

// Issue 15 item 17: invite tokens are redacted wherever a URL leaves for telemetry.
import { describe, expect, it } from 'vitest';
import { hasSecret, redactSecrets } from './secret-urls';

const TOKEN = 'Abc_def-0123456789abcdefghijklmn';

describe('redactSecrets', () => {
  it('replaces an invite token in a path, a full URL and an encoded ?next=', () => {
    expect(redactSecrets(`/invite/${TOKEN}`)).toBe('/invite/:token');
    expect(redactSecrets(`https://lanes.example/invite/${TOKEN}?x=1#y`)).toBe(
      'https://lanes.example/invite/:token?x=1#y',
    );
    expect(redactSecrets(`https://lanes.example/signin?next=%2Finvite%2F${TOKEN}`)).toBe(
      'https://lanes.example/signin?next=%2Finvite%2F:token',
    );
    expect(redactSecrets(`/signup?next=/invite/${TOKEN}&a=b`)).toBe('/signup?next=/invite/:token&a=b');
  });

  it('leaves every other URL as it is', () => {
    for (const url of [
      '/',
      '/b/b1/c/c1',
      'https://lanes.example/settings?tab=privacy',
      '/invites',
      '/invite/',
    ]) {
      expect(redactSecrets(url)).toBe(url);
      expect(hasSecret(url)).toBe(false);
    }
    expect(hasSecret(`/invite/${TOKEN}`)).toBe(true);
  });
});

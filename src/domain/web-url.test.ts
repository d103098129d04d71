// Issue 15 item 1: a URL from a user or a file is stored only when it is http: or https: — in every schema that
// stores one, and in firestore.rules with the same pattern.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportAttachmentSchema } from './export/lanes-format';
import { boardPlanSchema } from './import/plan';
import { attachmentSchema, userProfileSchema } from './model';
import { isWebUrl, WEB_URL_PATTERN } from './web-url';

/** Scripts, data and look-alikes a browser would run or open as something other than a web page. */
const HOSTILE = [
  "javascript:alert('x')",
  "JaVaScRiPt:alert('x')",
  " javascript:alert('x')",
  "\tjavascript:alert('x')",
  "java\nscript:alert('x')",
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  "vbscript:msgbox('x')",
  'file:///etc/passwd',
  'blob:https://example.com/0d6f',
  '//example.com/protocol-relative',
  'https:/example.com',
  'https://',
  'https://exa mple.com/',
  ' https://example.com/',
];
const WEB = [
  'https://example.com/spec',
  'http://example.com',
  'HTTPS://EXAMPLE.COM/A?b=c#d',
  'https://trello.com/1/x.pdf',
];

const attachment = (url: string | null) => ({
  id: 'a1',
  boardId: 'b1',
  cardId: 'c1',
  name: 'Spec',
  storagePath: null,
  url,
  contentType: 'text/html',
  size: 0,
  uploadedBy: 'u1',
  createdAt: 0,
});
const exported = (url: string) => ({
  id: 'a1',
  cardId: 'c1',
  name: 'Spec',
  url,
  createdAt: '2024-05-15T10:00:00.000Z',
});
const plan = (url: string) => ({
  board: { title: 'B', description: '', background: 'blue', labels: [] },
  lists: [],
  cards: [],
  comments: [],
  attachments: [{ id: 'a1', cardId: 'c1', name: 'Spec', url, contentType: '', size: 0, createdAt: 0 }],
});
const profile = (photoURL: string) => ({
  uid: 'u1',
  displayName: 'Ann',
  photoURL,
  emailLower: null,
  createdAt: 0,
});

const SCHEMAS: [string, (url: string) => boolean][] = [
  ['model attachmentSchema', (url) => attachmentSchema.safeParse(attachment(url)).success],
  ['lanes-format exportAttachmentSchema', (url) => exportAttachmentSchema.safeParse(exported(url)).success],
  ['import boardPlanSchema', (url) => boardPlanSchema.safeParse(plan(url)).success],
  ['model userProfileSchema photoURL', (url) => userProfileSchema.safeParse(profile(url)).success],
];

describe.each(SCHEMAS)('%s', (_name, accepts) => {
  it.each(HOSTILE)('refuses %j', (url) => {
    expect(accepts(url)).toBe(false);
  });
  it.each(WEB)('accepts %j', (url) => {
    expect(accepts(url)).toBe(true);
  });
});

describe('isWebUrl', () => {
  it('says yes to http(s) links only', () => {
    for (const url of HOSTILE) expect(isWebUrl(url), url).toBe(false);
    for (const url of WEB) expect(isWebUrl(url), url).toBe(true);
    expect(isWebUrl(null)).toBe(false);
    expect(isWebUrl(`https://example.com/${'x'.repeat(2048)}`)).toBe(false);
  });
});

describe('firestore.rules', () => {
  it('checks link attachments and profile photos with the same pattern', () => {
    const rules = readFileSync(resolve(__dirname, '../../firestore.rules'), 'utf8');
    const escaped = WEB_URL_PATTERN.replaceAll('\\', '\\\\');
    expect(rules).toContain(`return v is string && v.size() <= 2048 && v.matches('${escaped}');`);
    expect(rules.match(/isWebUrl\(/g)?.length).toBeGreaterThanOrEqual(3);
  });
});

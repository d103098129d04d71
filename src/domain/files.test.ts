// The attachment and avatar checks (size against the flag, the content-type allow-list), file names and paths,
// and that storage.rules carries the same allow-list and ceilings.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isAppError } from './errors';
import {
  ALLOWED_TYPES,
  attachmentMaxBytes,
  attachmentPath,
  avatarPath,
  checkAttachmentFile,
  checkAvatarFile,
  contentTypeOf,
  isImageType,
  RULES_TYPE_PATTERN,
  safeFileName,
} from './files';
import { ATTACHMENT_BYTES_CEILING, AVATAR_MAX_BYTES } from './limits';

const file = (name: string, size: number, type: string) => ({ name, size, type });
const codeOf = (run: () => unknown) => {
  try {
    run();
    return null;
  } catch (e) {
    return isAppError(e) ? e.code : 'not an AppError';
  }
};

describe('checkAttachmentFile', () => {
  it('accepts a file at the limit and refuses one byte over it, naming the limit', () => {
    expect(checkAttachmentFile(file('a.png', 10_000_000, 'image/png'), 10)).toBe('image/png');
    expect(codeOf(() => checkAttachmentFile(file('a.png', 10_000_001, 'image/png'), 10))).toBe(
      'file-too-large',
    );
    expect(() => checkAttachmentFile(file('big.pdf', 3_000_000, 'application/pdf'), 2.5)).toThrow(/2\.5 MB/);
  });

  it('follows the flag: a lowered limit refuses what the default accepts', () => {
    expect(codeOf(() => checkAttachmentFile(file('a.zip', 1_500_000, 'application/zip'), 1))).toBe(
      'file-too-large',
    );
    expect(codeOf(() => checkAttachmentFile(file('a.zip', 1_500_000, 'application/zip'), 10))).toBeNull();
  });

  it('never goes past the ceiling the storage rules hold', () => {
    expect(attachmentMaxBytes(10)).toBe(10_000_000);
    expect(attachmentMaxBytes(500)).toBe(ATTACHMENT_BYTES_CEILING);
  });

  it('accepts images, PDF, text, office documents and archives', () => {
    for (const type of ALLOWED_TYPES) expect(checkAttachmentFile(file('x', 1, type), 10)).toBe(type);
  });

  it('refuses scriptable and unknown types with unsupported-file-type', () => {
    for (const type of [
      'image/svg+xml',
      'text/html',
      'application/javascript',
      'application/x-msdownload',
      '',
    ])
      expect(codeOf(() => checkAttachmentFile(file('x', 1, type), 10))).toBe('unsupported-file-type');
    expect(codeOf(() => checkAttachmentFile(file('setup.exe', 1, ''), 10))).toBe('unsupported-file-type');
  });

  it('checks the size before the type (the size message is the more useful one)', () => {
    expect(codeOf(() => checkAttachmentFile(file('x.exe', 20_000_000, ''), 10))).toBe('file-too-large');
  });
});

describe('contentTypeOf', () => {
  it('drops parameters and lower-cases a given type', () => {
    expect(contentTypeOf({ name: 'a.txt', type: 'Text/Plain; charset=UTF-8' })).toBe('text/plain');
  });
  it('falls back to the extension when the browser gives none or a generic one', () => {
    expect(contentTypeOf({ name: 'notes.MD', type: '' })).toBe('text/markdown');
    expect(contentTypeOf({ name: 'a.7z', type: 'application/octet-stream' })).toBe(
      'application/x-7z-compressed',
    );
    expect(contentTypeOf({ name: 'noextension', type: '' })).toBe('');
  });
  it('tells images apart', () => {
    expect(isImageType('image/webp')).toBe(true);
    expect(isImageType('image/svg+xml')).toBe(false);
    expect(isImageType('application/pdf')).toBe(false);
  });
});

describe('checkAvatarFile', () => {
  it('accepts a small PNG, JPEG or WebP', () => {
    expect(checkAvatarFile(file('a.jpg', AVATAR_MAX_BYTES, 'image/jpeg'))).toBe('image/jpeg');
  });
  it('refuses other types and anything over 1 MB', () => {
    expect(codeOf(() => checkAvatarFile(file('a.gif', 10, 'image/gif')))).toBe('unsupported-file-type');
    expect(codeOf(() => checkAvatarFile(file('a.png', AVATAR_MAX_BYTES + 1, 'image/png')))).toBe(
      'file-too-large',
    );
  });
});

describe('names and paths', () => {
  it('makes a name safe as one path segment', () => {
    expect(safeFileName('a/b\\c\u0000.txt')).toBe('a_b_c_.txt');
    expect(safeFileName('  ')).toBe('file');
    expect(safeFileName('..')).toBe('file');
    const long = safeFileName(`${'x'.repeat(300)}.pdf`);
    expect(long).toHaveLength(200);
    expect(long.endsWith('.pdf')).toBe(true);
  });
  it('builds the Storage paths of ARCHITECTURE.md §4', () => {
    expect(attachmentPath('b1', 'c1', 'a1', 'my/plan.pdf')).toBe('boards/b1/cards/c1/a1/my_plan.pdf');
    expect(avatarPath('u1', 'avatar.jpg')).toBe('users/u1/avatar/avatar.jpg');
  });
});

describe('storage.rules', () => {
  const rules = readFileSync(resolve('storage.rules'), 'utf8');
  it('allows exactly the allow-list', () => {
    expect(rules).toContain(`return '${RULES_TYPE_PATTERN}';`);
  });
  it('holds the attachment ceiling and the avatar limit in bytes', () => {
    expect(rules).toContain(`request.resource.size <= ${ATTACHMENT_BYTES_CEILING}`);
    expect(rules).toContain(`request.resource.size <= ${AVATAR_MAX_BYTES}`);
  });
});

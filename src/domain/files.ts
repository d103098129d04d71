/**
 * What files Lanes accepts as attachments and avatars, and where they live (ARCHITECTURE.md §4 Storage paths):
 * pure checks shared by the UI (refuse before uploading), both adapters, and storage.rules (whose content-type
 * pattern must equal `ALLOWED_TYPE_PATTERN`, checked by files.test.ts).
 */
import { AppError } from './errors';
import { ATTACHMENT_BYTES_CEILING, AVATAR_MAX_BYTES } from './limits';

/** What the checks need of a file: its name, size in bytes and MIME type ('' when the browser does not know). */
export interface FileFacts {
  name: string;
  size: number;
  type: string;
}

// The allow-list: images, PDF, plain text, office documents, archives. SVG and HTML are left out on purpose: a
// blob: or download URL of them opened in a tab could run script in a way a PNG or a PDF cannot.
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'] as const;
const OTHER_TYPES = [
  'application/pdf',
  'text/plain',
  'text/markdown',
  'text/csv',
  'application/rtf',
  'application/msword',
  'application/vnd.ms-excel',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'application/zip',
  'application/x-zip-compressed',
  'application/x-7z-compressed',
  'application/gzip',
  'application/x-tar',
  'application/vnd.rar',
] as const;

/** Every content type an attachment may have. */
export const ALLOWED_TYPES: readonly string[] = [...IMAGE_TYPES, ...OTHER_TYPES];

/** Content types an avatar may have (what the canvas shrink produces, and what a browser shows everywhere). */
export const AVATAR_TYPES: readonly string[] = ['image/png', 'image/jpeg', 'image/webp'];

/**
 * The allow-list as one regular expression in storage.rules' source spelling (its string literals double each
 * backslash; its `matches` is anchored at both ends). files.test.ts checks the rules carry exactly this.
 */
export const RULES_TYPE_PATTERN = ALLOWED_TYPES.map((t) => t.replace(/[.+]/g, (c) => `\\\\${c}`)).join('|');

// Some systems hand over files without a type (Markdown, 7z on Windows): the extension decides then.
const BY_EXTENSION: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  rtf: 'application/rtf',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  zip: 'application/zip',
  '7z': 'application/x-7z-compressed',
  gz: 'application/gzip',
  tgz: 'application/gzip',
  tar: 'application/x-tar',
  rar: 'application/vnd.rar',
};

/**
 * The content type Lanes stores for `file`: its own type when the browser gave a useful one (parameters such as
 * `; charset=utf-8` dropped, lower case), else the one its extension implies, else '' (unknown).
 */
export function contentTypeOf(file: Pick<FileFacts, 'name' | 'type'>): string {
  const given = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (given && given !== 'application/octet-stream') return given;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || given;
}

/** True for the image types Lanes shows inline (previews, covers). */
export function isImageType(contentType: string): boolean {
  return (IMAGE_TYPES as readonly string[]).includes(contentType);
}

/** `max_attachment_mb` (MB of 10⁶ bytes) as bytes, never above ATTACHMENT_BYTES_CEILING (what the rules accept). */
export function attachmentMaxBytes(maxMb: number): number {
  return Math.min(Math.floor(maxMb * 1_000_000), ATTACHMENT_BYTES_CEILING);
}

/**
 * Checks `file` before it is uploaded as an attachment and returns its content type. Throws `file-too-large` when
 * it is over `maxMb` (the `max_attachment_mb` flag; the message names the limit) and `unsupported-file-type` when
 * its type is not on the allow-list (the message names the file). Empty files are fine: a note can be empty.
 */
export function checkAttachmentFile(file: FileFacts, maxMb: number): string {
  if (file.size > attachmentMaxBytes(maxMb)) {
    throw new AppError(
      'file-too-large',
      `“${file.name}” is larger than the ${maxMb} MB limit for attachments.`,
    );
  }
  const type = contentTypeOf(file);
  if (!ALLOWED_TYPES.includes(type)) {
    throw new AppError(
      'unsupported-file-type',
      `“${file.name}” cannot be attached: images, PDF, text, office documents and archives can.`,
    );
  }
  return type;
}

/** Checks a shrunk avatar image: throws `unsupported-file-type` (not PNG, JPEG or WebP), `file-too-large` (> 1 MB). */
export function checkAvatarFile(file: FileFacts): string {
  const type = contentTypeOf(file);
  if (!AVATAR_TYPES.includes(type))
    throw new AppError('unsupported-file-type', 'A profile picture must be a PNG, JPEG or WebP image.');
  if (file.size > AVATAR_MAX_BYTES)
    throw new AppError('file-too-large', 'A profile picture must be at most 1 MB once shrunk.');
  return type;
}

/**
 * A file name safe as the last segment of a Storage path and as a download name: no slashes, backslashes or
 * control characters, at most 200 characters (the extension kept), never empty ("file").
 */
export function safeFileName(name: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  const cleaned = name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').trim();
  if (!cleaned || cleaned === '.' || cleaned === '..') return 'file';
  if (cleaned.length <= 200) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  return cleaned.slice(0, 200 - extension.length) + extension;
}

/** `boards/{boardId}/cards/{cardId}/{attachmentId}/{fileName}`: where an attachment's file lives. */
export function attachmentPath(boardId: string, cardId: string, attachmentId: string, name: string): string {
  return `boards/${boardId}/cards/${cardId}/${attachmentId}/${safeFileName(name)}`;
}

/**
 * Where the file at `path`, an attachment of card `cardId` on board `boardId`, lives once the card moves to board
 * `toBoardId`: the same path under the new board. Null for a path outside that card's own folder (not Lanes' own
 * layout, or reaching elsewhere with `..`): such a file is not moved.
 */
export function movedAttachmentPath(
  path: string,
  boardId: string,
  cardId: string,
  toBoardId: string,
): string | null {
  const folder = `boards/${boardId}/cards/${cardId}/`;
  if (!path.startsWith(folder) || path.includes('..')) return null;
  return `boards/${toBoardId}/cards/${cardId}/${path.slice(folder.length)}`;
}

/** `users/{uid}/avatar/{fileName}`: where a user's avatar lives. */
export function avatarPath(uid: string, fileName: string): string {
  return `users/${uid}/avatar/${safeFileName(fileName)}`;
}

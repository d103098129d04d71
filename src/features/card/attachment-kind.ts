/**
 * How an attachment is shown without a preview: its kind (from the content type: the accessible name) and a short
 * label from its extension ("PDF", "DOCX") drawn as text, which needs no emoji font to render.
 */
import { isImageType } from '../../domain/files';

/** The kinds of file the list tells apart. */
export type AttachmentKind = 'image' | 'pdf' | 'text' | 'document' | 'archive' | 'other';

/** The kind of a content type (domain/files.ts allow-list; anything else is `other`). */
export function kindOf(contentType: string): AttachmentKind {
  if (isImageType(contentType)) return 'image';
  if (contentType === 'application/pdf') return 'pdf';
  if (contentType.startsWith('text/')) return 'text';
  if (/zip|rar|tar|gzip|7z/.test(contentType)) return 'archive';
  if (/msword|ms-excel|ms-powerpoint|officedocument|opendocument|rtf/.test(contentType)) return 'document';
  return 'other';
}

/** The label drawn for file `name`: its extension in capitals, at most 4 characters; "FILE" without one. */
export function labelOf(name: string): string {
  const extension = /\.([a-z0-9]{1,4})$/i.exec(name)?.[1];
  return extension ? extension.toUpperCase() : 'FILE';
}

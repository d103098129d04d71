/**
 * Files dragged from the desktop onto a card tile: each is checked against the `max_attachment_mb` flag and the
 * type allow-list, uploaded to that card (backend/uploads.ts), and the card opens, where the progress and any
 * refusal show. Uses pragmatic-drag-and-drop's external adapter, apart from the tile's own sortable drag.
 */
import { useEffect, useState, type RefObject } from 'react';
import i18next from 'i18next';
import { dropTargetForExternal } from '@atlaskit/pragmatic-drag-and-drop/external/adapter';
import { containsFiles, getFiles } from '@atlaskit/pragmatic-drag-and-drop/external/file';
import { useBackend } from '../../backend/context';
import { startUpload } from '../../backend/uploads';
import { useToast } from '../../ui/toast';
import { isAppError } from '../../domain/errors';
import { checkAttachmentFile } from '../../domain/files';
import { formatNumber } from '../../i18n/format';
import type { Card } from '../../domain/model';
import './card-cover.css';

/**
 * Makes the tile at `ref` take dropped files for `card` while `enabled` (a writer); a refused file is told in a
 * toast naming the limit or the file. Returns whether files are being dragged over it. The card opens through the tile's own title link (no
 * router hook here: 5,000 tiles would each re-render on every navigation).
 */
export function useCardFileDrop(ref: RefObject<HTMLElement | null>, card: Card, enabled: boolean): boolean {
  const { files, flags } = useBackend();
  const toast = useToast();
  const [over, setOver] = useState(false);
  const { boardId, id: cardId } = card;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !files || !element) return;
    return dropTargetForExternal({
      element,
      canDrop: containsFiles,
      onDragEnter: () => setOver(true),
      onDragLeave: () => setOver(false),
      onDrop: ({ source }) => {
        setOver(false);
        const limit = flags.get().max_attachment_mb;
        for (const file of getFiles({ source })) {
          try {
            checkAttachmentFile(file, limit);
            startUpload(files, boardId, cardId, file);
          } catch (e) {
            const name = file.name;
            const text = isAppError(e, 'file-too-large')
              ? i18next.t('files:tooLarge', { name, limit: formatNumber(limit) })
              : i18next.t('files:unsupported', { name });
            toast({ text });
          }
        }
        element.querySelector<HTMLAnchorElement>('a.card-title')?.click();
      },
    });
  }, [ref, enabled, files, flags, boardId, cardId, toast]);
  return over;
}

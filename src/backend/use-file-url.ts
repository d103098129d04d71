/** A stored file's URL as React state, held while the component shows it (files port `getURL` / `release`). */
import { useEffect, useState } from 'react';
import { useBackend } from './context';

/**
 * The URL of attachment `attachmentId` of the card, or null while it loads, when it fails (the caller shows a
 * placeholder) or when there is no files port. `attachmentId` null: nothing. Released on unmount or change.
 */
export function useFileURL(boardId: string, cardId: string, attachmentId: string | null): string | null {
  const { files } = useBackend();
  const [shown, setShown] = useState<{ key: string; url: string } | null>(null);
  const key = attachmentId ? `${boardId}/${cardId}/${attachmentId}` : null;
  useEffect(() => {
    if (!files || !attachmentId || !key) return;
    let release: (() => void) | null = null;
    let live = true;
    files.getURL(boardId, cardId, attachmentId).then(
      (url) => {
        if (!live) return url.release();
        release = url.release;
        setShown({ key, url: url.url });
      },
      () => undefined,
    );
    return () => {
      live = false;
      release?.();
    };
  }, [files, boardId, cardId, attachmentId, key]);
  return shown && shown.key === key ? shown.url : null;
}

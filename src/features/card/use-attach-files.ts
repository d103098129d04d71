/**
 * Taking files in for a card, however they come (the button, a drop, a paste): each is checked against the
 * `max_attachment_mb` flag and the type allow-list (domain/files.ts) and refused at once with a message naming the
 * limit or the file, or handed to the shared upload list (backend/uploads.ts).
 */
import { useCallback, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import { useFlags } from '../../backend/use-flags';
import { startUpload } from '../../backend/uploads';
import { isAppError } from '../../domain/errors';
import { checkAttachmentFile } from '../../domain/files';
import { formatNumber } from '../../i18n/format';

/** `attach(files)` for the card, and the refusals of the last batch (one message per refused file). */
export function useAttachFiles(boardId: string, cardId: string) {
  const { files } = useBackend();
  const { max_attachment_mb: limitMb } = useFlags();
  const { t } = useTranslation('files');
  const [refusals, setRefusals] = useState<string[]>([]);
  const attach = useCallback(
    (incoming: readonly File[]) => {
      if (!files) return;
      const refused: string[] = [];
      for (const file of incoming) {
        try {
          checkAttachmentFile(file, limitMb);
          startUpload(files, boardId, cardId, file);
        } catch (e) {
          const limit = formatNumber(limitMb);
          if (isAppError(e, 'file-too-large')) refused.push(t('tooLarge', { name: file.name, limit }));
          else refused.push(t('unsupported', { name: file.name }));
        }
      }
      setRefusals(refused);
    },
    [files, limitMb, boardId, cardId, t],
  );
  return { attach, refusals, limitMb };
}

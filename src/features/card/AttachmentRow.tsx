/**
 * One attachment in the card dialog: a thumbnail (images) or a type icon, the name (opens it), size, uploader and
 * date; Download, Make cover (images, writers) and Delete (writers). URLs are asked for when needed and let go
 * after, so local mode can revoke its object URLs.
 */
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import { useFileURL } from '../../backend/use-file-url';
import { isImageType } from '../../domain/files';
import type { Attachment } from '../../domain/model';
import { formatBytes, formatDate } from '../../i18n/format';
import { kindOf, labelOf } from './attachment-kind';

// How long an opened or downloaded file's URL is held (ms): long enough for the new tab or the download to read it.
const HOLD_MS = 60_000;

/** One attachment, its uploader's name, whether it is the cover, and the row's actions. */
export interface AttachmentRowProps {
  attachment: Attachment;
  uploader: string;
  isCover: boolean;
  canEdit: boolean;
  onCover: (attachmentId: string | null) => void;
  onDelete: (attachment: Attachment) => void;
  onError: (e: unknown) => void;
}

/** One row of the attachment list (an `<li>`). */
export function AttachmentRow({
  attachment,
  uploader,
  isCover,
  canEdit,
  onCover,
  onDelete,
  onError,
}: AttachmentRowProps) {
  const { files } = useBackend();
  const { t } = useTranslation('files');
  const { id, boardId, cardId, name, contentType } = attachment;
  const image = isImageType(contentType);
  const thumb = useFileURL(boardId, cardId, image ? id : null);
  const kind = kindOf(contentType);

  /** Runs `then` with the file's URL (link attachments have LinkAttachmentRow). */
  const withURL = (then: (url: string) => void) => {
    files?.getURL(boardId, cardId, id).then((url) => {
      then(url.url);
      setTimeout(url.release, HOLD_MS);
    }, onError);
  };
  const open = () => withURL((url) => window.open(url, '_blank', 'noopener,noreferrer'));
  const download = () =>
    withURL((url) => {
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      a.rel = 'noopener';
      a.click();
    });

  return (
    <li className="attachment" data-attachment-id={id}>
      {thumb ? (
        <img className="attachment-thumb" src={thumb} alt="" />
      ) : (
        <span className="attachment-icon" role="img" aria-label={t(`kind.${kind}`)}>
          {labelOf(name)}
        </span>
      )}
      <div className="attachment-main">
        <button type="button" className="attachment-name" onClick={open}>
          {name}
        </button>
        <span className="hint">
          {t('meta', {
            size: formatBytes(attachment.size),
            who: uploader,
            date: formatDate(attachment.createdAt, 'day'),
          })}
          {isCover && <span className="badge cover-badge">{t('cover')}</span>}
        </span>
      </div>
      <div className="attachment-actions" role="group" aria-label={t('actionsFor', { name })}>
        <button type="button" onClick={download}>
          {t('download')}
        </button>
        {canEdit && image && (
          <button type="button" onClick={() => onCover(isCover ? null : id)}>
            {isCover ? t('removeCover') : t('makeCover')}
          </button>
        )}
        {canEdit && (
          <button type="button" onClick={() => onDelete(attachment)}>
            {t('delete')}
          </button>
        )}
      </div>
    </li>
  );
}

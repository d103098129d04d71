/**
 * A link attachment in the card dialog (such as one imported from Trello): the name as a link that opens in a new
 * tab — only when it is an http or https link, else plain text — the site it leads to, who added it (the Trello
 * member's name for an import) and when; no size and no Download, since there is no file.
 */
import { useTranslation } from '../../i18n/use-translation';
import type { AttachmentRowProps } from './AttachmentRow';
import { isWebUrl } from '../../domain/web-url';
import { formatDate } from '../../i18n/format';

/** The link attachment, who added it (the Lanes account, when no other name came with it), and its actions. */
export type LinkAttachmentRowProps = Omit<AttachmentRowProps, 'onError'>;

/** One link row of the attachment list (an `<li>`). */
export function LinkAttachmentRow(props: LinkAttachmentRowProps) {
  const { attachment, uploader, isCover, canEdit, onCover, onDelete } = props;
  const { t } = useTranslation('files');
  const { id, name, url } = attachment;
  const web = isWebUrl(url);
  const host = web ? new URL(url).host : '';
  return (
    <li className="attachment attachment-link" data-attachment-id={id}>
      <span className="attachment-icon" role="img" aria-label={t('kind.link')}>
        LINK
      </span>
      <div className="attachment-main">
        {web ? (
          <a className="attachment-name" href={url} target="_blank" rel="noopener noreferrer">
            {name}
          </a>
        ) : (
          <span className="attachment-name">{name}</span>
        )}
        <span className="hint">
          {t('linkMeta', {
            host,
            who: attachment.creatorName ?? uploader,
            date: formatDate(attachment.createdAt, 'day'),
          })}
          {isCover && <span className="badge cover-badge">{t('cover')}</span>}
        </span>
      </div>
      {canEdit && (
        <div className="attachment-actions" role="group" aria-label={t('actionsFor', { name })}>
          {isCover && (
            <button type="button" onClick={() => onCover(null)}>
              {t('removeCover')}
            </button>
          )}
          <button type="button" onClick={() => onDelete(attachment)}>
            {t('delete')}
          </button>
        </div>
      )}
    </li>
  );
}

/**
 * The card dialog's attachments: the list (newest last), uploads under way with their progress, "Add file…", and
 * files dropped anywhere on the dialog or pasted into it. Deleting hides the row at once and deletes after the
 * Undo window (pending-deletes.ts). Hidden where the backend has no files port.
 */
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { dropTargetForExternal } from '@atlaskit/pragmatic-drag-and-drop/external/adapter';
import { containsFiles, getFiles } from '@atlaskit/pragmatic-drag-and-drop/external/file';
import { useBackend } from '../../backend/context';
import { useUploads } from '../../backend/uploads';
import { useWatch } from '../../backend/use-watch';
import type { Attachment } from '../../domain/model';
import { ALLOWED_TYPES } from '../../domain/files';
import { formatNumber } from '../../i18n/format';
import { describeError } from '../../ui/describe-error';
import { useToast } from '../../ui/toast';
import { AttachmentRow } from './AttachmentRow';
import { LinkAttachmentRow } from './LinkAttachmentRow';
import { scheduleDelete, undoDelete, usePendingDeletes } from './pending-deletes';
import { UploadRow } from './UploadRow';
import { useAttachFiles } from './use-attach-files';
import './attachments.css';

/** The card whose attachments show, what the viewer may do, and how to set the cover. */
export interface CardAttachmentsProps {
  boardId: string;
  cardId: string;
  coverAttachmentId: string | null;
  canEdit: boolean;
  /** Display names by uid, for "uploaded by". */
  names: ReadonlyMap<string, string>;
  onCover: (attachmentId: string | null) => void;
  /** Opened from the card's "Add to card" although empty; otherwise an empty section stays closed. */
  opened?: boolean;
}

/** The attachments section of the card dialog; nothing without a files port. */
export function CardAttachments(props: CardAttachmentsProps) {
  const { files } = useBackend();
  return files ? <AttachmentsSection {...props} /> : null;
}

function AttachmentsSection({
  boardId,
  cardId,
  coverAttachmentId,
  canEdit,
  names,
  onCover,
  opened = false,
}: CardAttachmentsProps) {
  const { boards, files } = useBackend();
  const { t } = useTranslation(['files', 'common']);
  const toast = useToast();
  const section = useRef<HTMLElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [dropping, setDropping] = useState(false);
  const watched = useWatch<Attachment[]>(`${boardId}/${cardId}/attachments`, (o) =>
    boards.watchAttachments(boardId, cardId, o),
  );
  const uploads = useUploads(boardId, cardId);
  const pending = usePendingDeletes();
  const { attach, refusals, limitMb } = useAttachFiles(boardId, cardId);
  useDialogIntake(section, canEdit, attach, setDropping);

  // The detail where there is one: "not an http or https address" says more than "not valid".
  const report = (e: unknown) => {
    const { summary, detail } = describeError(e);
    toast({ text: detail ?? summary });
  };
  const remove = (attachment: Attachment) => {
    scheduleDelete(
      attachment.id,
      () => files?.delete(boardId, cardId, attachment.id) ?? Promise.resolve(),
      report,
    );
    toast({
      text: t('deleted', { name: attachment.name }),
      action: { label: t('common:undo'), run: () => undoDelete(attachment.id) },
    });
  };
  const shown = (watched.data ?? []).filter((a) => !pending.has(a.id));
  // Closed while there is nothing to show (it stays mounted: files dropped on the dialog still land here).
  const empty = shown.length === 0 && uploads.length === 0 && refusals.length === 0 && !dropping;

  return (
    <section
      ref={section}
      className={`card-attachments${dropping ? ' dropping' : ''}`}
      data-card-field="attachments"
      hidden={empty && !opened}
    >
      <h3>{t('heading')}</h3>
      {dropping && <p className="drop-note">{t('dropHere')}</p>}
      {shown.length === 0 && uploads.length === 0 && <p className="hint">{t('empty')}</p>}
      <ul className="attachment-list">
        {shown.map((a) => {
          const row = {
            attachment: a,
            uploader: names.get(a.uploadedBy) ?? t('unknownUploader'),
            isCover: a.id === coverAttachmentId,
            canEdit,
            onCover,
            onDelete: remove,
          };
          // A link (such as an imported Trello attachment) has no file to show or download.
          return a.url !== null ? (
            <LinkAttachmentRow key={a.id} {...row} />
          ) : (
            <AttachmentRow key={a.id} {...row} onError={report} />
          );
        })}
      </ul>
      {uploads.length > 0 && (
        <ul className="upload-list">
          {uploads.map((u) => (
            <UploadRow key={u.id} upload={u} />
          ))}
        </ul>
      )}
      {refusals.map((text) => (
        <p key={text} className="error" role="alert">
          {text}
        </p>
      ))}
      {canEdit && (
        <div className="row">
          <button type="button" onClick={() => input.current?.click()}>
            {t('add')}
          </button>
          <span className="hint">{t('hint', { limit: formatNumber(limitMb) })}</span>
          <input
            ref={input}
            type="file"
            multiple
            hidden
            accept={ALLOWED_TYPES.join(',')}
            aria-label={t('add')}
            onChange={(e) => {
              attach([...(e.target.files ?? [])]);
              e.target.value = '';
            }}
          />
        </div>
      )}
    </section>
  );
}

/**
 * Files dropped on the whole dialog around `section`, and files pasted into it (a screenshot), go to `attach`;
 * `setDropping` says while files are dragged over it. Nothing for someone who may not edit.
 */
function useDialogIntake(
  section: RefObject<HTMLElement | null>,
  enabled: boolean,
  attach: (files: File[]) => void,
  setDropping: (on: boolean) => void,
): void {
  useEffect(() => {
    const dialog = section.current?.closest('dialog');
    if (!enabled || !dialog) return;
    const stopDrop = dropTargetForExternal({
      element: dialog,
      canDrop: containsFiles,
      onDragEnter: () => setDropping(true),
      onDragLeave: () => setDropping(false),
      onDrop: ({ source }) => {
        setDropping(false);
        attach(getFiles({ source }));
      },
    });
    const paste = (e: ClipboardEvent) => {
      const pasted = [...(e.clipboardData?.files ?? [])];
      if (pasted.length === 0) return; // text: the field being typed in takes it as usual
      e.preventDefault();
      attach(pasted);
    };
    dialog.addEventListener('paste', paste);
    return () => {
      stopDrop();
      dialog.removeEventListener('paste', paste);
    };
  }, [section, enabled, attach, setDropping]);
}

/**
 * The card dialog, opened by the `/b/:boardId/c/:cardId` route: title, members, labels (and the board's labels
 * editor), start and due dates, description, checklists, comments; copy, move to another board, copy link, and
 * archive with Undo. Each change is one `updateCard`.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import { paths, type CardField } from '../../config/paths';
import type { Board, Card, Checklist, List } from '../../domain/model';
import type { CardPatch } from '../../domain/inputs';
import { can } from '../../domain/permissions';
import { describeError } from '../../ui/describe-error';
import { Dialog } from '../../ui/Dialog';
import { InlineEdit } from '../../ui/InlineEdit';
import { useToast } from '../../ui/toast';
import { CardAttachments } from './CardAttachments';
import { CardChecklists } from './CardChecklists';
import { CardComments } from './CardComments';
import { CardCustomFields } from './CardCustomFields';
import { CardDates } from './CardDates';
import { CardDescription } from './CardDescription';
import { CardLabels } from './CardLabels';
import { CardMembers } from './CardMembers';
import { CopyCardDialog } from './CopyCardDialog';
import { CopyLink } from './CopyLink';
import { MoveToBoardDialog } from './MoveToBoardDialog';
import { TemplateNote, TemplateToggle } from './TemplateToggle';
import { useCardMembers } from './use-card-members';
import './card-details.css';

export interface CardDialogProps {
  board: Board;
  /** Undefined while loading; null when the card is gone (deleted or archived). */
  card: Card | null | undefined;
  lists: readonly List[];
  user: User;
  onClose: () => void;
  /** Names of the others who have this card open too (presence): they are warned about, edits may cross. */
  othersEditing?: readonly string[];
  /** The part of the card that gets the focus on opening (the board's `d` and `l` shortcuts). */
  openAt?: CardField;
}

/** The dialog for `card` on `board` as `user`; controls that `user`'s role does not allow are hidden. */
export function CardDialog({ card, onClose, ...rest }: CardDialogProps) {
  if (card === undefined) return null;
  if (card === null) return <CardNotFound onClose={onClose} />;
  return <CardDetails card={card} onClose={onClose} {...rest} />;
}

function CardNotFound({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('card');
  return (
    <Dialog title={t('notFound')} onClose={onClose}>
      <p>{t('notFoundText')}</p>
    </Dialog>
  );
}

function CardDetails({
  board,
  card,
  lists,
  user,
  onClose,
  othersEditing = [],
  openAt,
}: CardDialogProps & { card: Card }) {
  const { boards } = useBackend();
  const { t } = useTranslation(['card', 'common']);
  const toast = useToast();
  const people = useCardMembers(board, user);
  const names = useMemo(() => new Map(people.map((p) => [p.uid, p.name])), [people]);
  const [panel, setPanel] = useState<'copy' | 'move' | null>(null);
  useOpenAt(openAt);

  const role = board.roles[user.uid];
  const canEdit = can(role, 'card.write');
  const listTitle = lists.find((l) => l.id === card.listId)?.title;
  const report = (e: unknown) => toast({ text: describeError(e).summary });
  const update = (patch: CardPatch) => boards.updateCard(board.id, card.id, patch);
  const fire = (patch: CardPatch) => void update(patch).catch(report);
  // Applied to the latest stored card, so two quick edits do not overwrite each other.
  const changeChecklists = (apply: (lists: readonly Checklist[]) => Checklist[]) =>
    boards.updateCard(board.id, card.id, (latest) => ({ checklists: apply(latest.checklists) }));

  const archive = () => {
    fire({ archivedAt: Date.now() });
    onClose();
    toast({
      text: t('archived', { title: card.title }),
      action: { label: t('common:undo'), run: () => fire({ archivedAt: null }) },
    });
  };

  return (
    <Dialog
      className="card-dialog"
      onClose={onClose}
      title={
        <InlineEdit
          label={t('title')}
          value={card.title}
          disabled={!canEdit}
          onSave={(title) => update({ title })}
        />
      }
    >
      {listTitle && <p className="hint">{t('inList', { list: listTitle })}</p>}
      {card.isTemplate && <TemplateNote />}
      {othersEditing.length > 0 && (
        <p className="hint" role="status">
          {t('othersEditing', { names: othersEditing.join(', '), count: othersEditing.length })}
        </p>
      )}
      <CardMembers
        people={people}
        assigneeIds={card.assigneeIds}
        memberNames={card.memberNames}
        meUid={user.uid}
        canEdit={canEdit}
        onChange={(assigneeIds) => fire({ assigneeIds })}
      />
      <CardLabels
        board={board}
        selected={card.labelIds}
        canEdit={canEdit}
        canEditLabels={can(role, 'board.update')}
        onChange={(labelIds) => fire({ labelIds })}
      />
      <CardDates
        startAt={card.startAt}
        dueAt={card.dueAt}
        dueDone={card.dueDone}
        canEdit={canEdit}
        onChange={fire}
      />
      <CardCustomFields
        board={board}
        card={card}
        canEdit={canEdit}
        canEditFields={can(role, 'board.update')}
        onChange={(apply) =>
          void boards.updateCard(board.id, card.id, (latest) => ({ fields: apply(latest) })).catch(report)
        }
      />
      <CardDescription
        text={card.description}
        canEdit={canEdit}
        onSave={(description) => update({ description })}
      />
      <CardChecklists checklists={card.checklists} canEdit={canEdit} onChange={changeChecklists} />
      <CardAttachments
        boardId={board.id}
        cardId={card.id}
        coverAttachmentId={card.coverAttachmentId}
        canEdit={canEdit}
        names={names}
        onCover={(coverAttachmentId) => fire({ coverAttachmentId })}
      />
      <CardComments
        boardId={board.id}
        cardId={card.id}
        canComment={can(role, 'comment.create')}
        me={user}
        people={people}
      />
      <div className="card-actions" role="group" aria-label={t('actions')}>
        {canEdit && (
          <>
            <button type="button" onClick={() => setPanel('copy')}>
              {t('copy')}
            </button>
            <button type="button" onClick={() => setPanel('move')}>
              {t('moveToBoard')}
            </button>
            <TemplateToggle
              isTemplate={card.isTemplate === true}
              onChange={(isTemplate) => fire({ isTemplate })}
            />
          </>
        )}
        <CopyLink url={`${window.location.origin}${paths.card.href(board.id, card.id)}`} />
        {canEdit && (
          <button type="button" onClick={archive}>
            {t('archive')}
          </button>
        )}
      </div>
      {panel === 'copy' && <CopyCardDialog card={card} lists={lists} onClose={() => setPanel(null)} />}
      {panel === 'move' && (
        <MoveToBoardDialog
          card={card}
          board={board}
          user={user}
          onClose={() => setPanel(null)}
          onMoved={onClose}
        />
      )}
    </Dialog>
  );
}

/**
 * Moves the focus to the `[data-card-field]` part named `field` (itself or its first enabled control) once the
 * dialog has opened: a passive effect, so it runs after the dialog's own opening focus.
 */
function useOpenAt(field: CardField | undefined): void {
  useEffect(() => {
    if (!field) return;
    const part = document.querySelector<HTMLElement>(`.card-dialog [data-card-field="${field}"]`);
    const control = part?.matches('input, button, select, textarea')
      ? part
      : part?.querySelector<HTMLElement>('button:not(:disabled), input:not(:disabled)');
    control?.focus();
    control?.scrollIntoView?.({ block: 'center' });
  }, [field]);
}

/**
 * The card dialog, opened by the `/b/:boardId/c/:cardId` route: title, members, labels (and the board's labels
 * editor), start and due dates, description, checklists, comments; copy, move to another board, copy link, and
 * archive with Undo. Each change is one `updateCard`.
 */
import { useState } from 'react';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import { paths } from '../../config/paths';
import type { Board, Card, Checklist, List } from '../../domain/model';
import type { CardPatch } from '../../domain/inputs';
import { can } from '../../domain/permissions';
import { describeError } from '../../ui/describe-error';
import { Dialog } from '../../ui/Dialog';
import { InlineEdit } from '../../ui/InlineEdit';
import { useToast } from '../../ui/toast';
import { CardChecklists } from './CardChecklists';
import { CardComments } from './CardComments';
import { CardDates } from './CardDates';
import { CardDescription } from './CardDescription';
import { CardLabels } from './CardLabels';
import { CardMembers } from './CardMembers';
import { CopyCardDialog } from './CopyCardDialog';
import { CopyLink } from './CopyLink';
import { MoveToBoardDialog } from './MoveToBoardDialog';
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
}

/** The dialog for `card` on `board` as `user`; controls that `user`'s role does not allow are hidden. */
export function CardDialog({ card, onClose, ...rest }: CardDialogProps) {
  if (card === undefined) return null;
  if (card === null)
    return (
      <Dialog title="Card not found" onClose={onClose}>
        <p>This card was archived or deleted, or the link is wrong.</p>
      </Dialog>
    );
  return <CardDetails card={card} onClose={onClose} {...rest} />;
}

function CardDetails({
  board,
  card,
  lists,
  user,
  onClose,
  othersEditing = [],
}: CardDialogProps & { card: Card }) {
  const { boards } = useBackend();
  const toast = useToast();
  const people = useCardMembers(board, user);
  const [panel, setPanel] = useState<'copy' | 'move' | null>(null);

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
      text: `Archived “${card.title}”.`,
      action: { label: 'Undo', run: () => fire({ archivedAt: null }) },
    });
  };

  return (
    <Dialog
      className="card-dialog"
      onClose={onClose}
      title={
        <InlineEdit
          label="Card title"
          value={card.title}
          disabled={!canEdit}
          onSave={(title) => update({ title })}
        />
      }
    >
      {listTitle && <p className="hint">in list {listTitle}</p>}
      {othersEditing.length > 0 && (
        <p className="hint" role="status">
          ⚠ {othersEditing.join(', ')} {othersEditing.length === 1 ? 'is' : 'are'} editing this card too: the
          last change to a field wins.
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
      <CardDescription
        text={card.description}
        canEdit={canEdit}
        onSave={(description) => update({ description })}
      />
      <CardChecklists checklists={card.checklists} canEdit={canEdit} onChange={changeChecklists} />
      <CardComments boardId={board.id} cardId={card.id} canComment={can(role, 'comment.create')} me={user} />
      <div className="card-actions" role="group" aria-label="Card actions">
        {canEdit && (
          <>
            <button type="button" onClick={() => setPanel('copy')}>
              Copy card…
            </button>
            <button type="button" onClick={() => setPanel('move')}>
              Move to another board…
            </button>
          </>
        )}
        <CopyLink url={`${window.location.origin}${paths.card.href(board.id, card.id)}`} />
        {canEdit && (
          <button type="button" onClick={archive}>
            Archive card
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

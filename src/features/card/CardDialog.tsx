/**
 * The card dialog, opened by the `/b/:boardId/c/:cardId` route: title, labels, due date, description,
 * checklists, comments, archive with Undo. Each change is one `updateCard`.
 */
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import type { Board, Card, Checklist, List } from '../../domain/model';
import type { CardPatch } from '../../domain/inputs';
import { can } from '../../domain/permissions';
import { describeError } from '../../ui/describe-error';
import { Dialog } from '../../ui/Dialog';
import { InlineEdit } from '../../ui/InlineEdit';
import { useToast } from '../../ui/toast';
import { CardChecklists } from './CardChecklists';
import { CardComments } from './CardComments';
import { CardDescription } from './CardDescription';
import { CardDueDate } from './CardDueDate';
import { CardLabels } from './CardLabels';

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

export function CardDialog({ board, card, lists, user, onClose, othersEditing = [] }: CardDialogProps) {
  const { boards } = useBackend();
  const toast = useToast();
  if (card === undefined) return null;
  if (card === null)
    return (
      <Dialog title="Card not found" onClose={onClose}>
        <p>This card was archived or deleted, or the link is wrong.</p>
      </Dialog>
    );

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
      <CardLabels
        labels={board.labels}
        selected={card.labelIds}
        canEdit={canEdit}
        onChange={(labelIds) => fire({ labelIds })}
      />
      <CardDueDate dueAt={card.dueAt} dueDone={card.dueDone} canEdit={canEdit} onChange={fire} />
      {card.memberNames.length > 0 && (
        <p className="hint">Members in Trello: {card.memberNames.join(', ')}</p>
      )}
      <CardDescription
        text={card.description}
        canEdit={canEdit}
        onSave={(description) => update({ description })}
      />
      <CardChecklists checklists={card.checklists} canEdit={canEdit} onChange={changeChecklists} />
      <CardComments boardId={board.id} cardId={card.id} canComment={can(role, 'comment.create')} me={user} />
      {canEdit && (
        <div className="card-actions">
          <button type="button" onClick={archive}>
            Archive card
          </button>
        </div>
      )}
    </Dialog>
  );
}

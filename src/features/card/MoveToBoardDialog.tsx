/**
 * "Move to another board…": picks a board the person may write cards on and one of its lists, then moves the card
 * there with its comments and attachments (the `moveCardToBoard` callable), with Undo for 8 seconds, which moves
 * it back as it was.
 */
import { useState, type FormEvent } from 'react';
import i18next from 'i18next';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import { useWatch } from '../../backend/use-watch';
import type { Board, Card, List } from '../../domain/model';
import { can } from '../../domain/permissions';
import { describeError } from '../../ui/describe-error';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useToast } from '../../ui/toast';
import type { MoveCardToBoardOutput } from '../../domain/calls';
import { AppError } from '../../domain/errors';

type Dropped = MoveCardToBoardOutput['dropped'];

export interface MoveToBoardDialogProps {
  card: Card;
  board: Board;
  user: User;
  onClose: () => void;
  /** Called once the card has moved (the original is archived: the card dialog should close). */
  onMoved: () => void;
}

/** " 2 labels and 1 member stayed behind: the other board lacks them." (with a leading space) or ''. */
export function droppedText({ labels, members }: Dropped): string {
  const t = i18next.getFixedT(null, 'card');
  const parts = [
    labels ? t('moveBoard.labels', { count: labels }) : '',
    members ? t('moveBoard.members', { count: members }) : '',
  ].filter(Boolean);
  if (parts.length === 0) return '';
  const what = parts.length === 2 ? t('moveBoard.and', { first: parts[0], second: parts[1] }) : parts[0];
  return t('moveBoard.dropped', { what, count: labels + members });
}

/** The move form; boards where the person is an observer are not offered. */
export function MoveToBoardDialog({ card, board, user, onClose, onMoved }: MoveToBoardDialogProps) {
  const { boards, calls } = useBackend();
  const toast = useToast();
  const { t } = useTranslation(['card', 'common']);
  const all = useWatch<Board[]>('boards', (o) => boards.watchBoards(o));
  const targets = (all.data ?? []).filter((b) => b.id !== board.id && can(b.roles[user.uid], 'card.write'));
  const [targetId, setTargetId] = useState<string | null>(null);
  const target = targets.find((b) => b.id === targetId) ?? targets[0];
  const lists = useWatch<List[]>(target ? `lists/${target.id}` : null, (o) =>
    boards.watchLists(target?.id ?? '', o),
  );
  const [listId, setListId] = useState<string | null>(null);
  const list = lists.data?.find((l) => l.id === listId) ?? lists.data?.[0];
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!target || !list) return;
    setBusy(true);
    try {
      if (!calls) throw new AppError('unavailable', t('moveBoard.unavailable'));
      const moved = await calls.moveCardToBoard({
        boardId: board.id,
        cardId: card.id,
        toBoardId: target.id,
        toListId: list.id,
      });
      onMoved();
      const { before } = moved;
      toast({
        text: t('moveBoard.moved', {
          title: card.title,
          board: target.title,
          list: list.title,
          dropped: droppedText(moved.dropped),
        }),
        action: {
          label: t('common:undo'),
          run: () =>
            void calls
              .moveCardToBoard({
                boardId: moved.boardId,
                cardId: moved.cardId,
                toBoardId: before.boardId,
                toListId: before.listId,
                rank: before.rank,
                labelIds: before.labelIds,
                assigneeIds: before.assigneeIds.filter((uid) => board.memberIds.includes(uid)),
              })
              .catch((err: unknown) => toast({ text: describeError(err).summary })),
        },
      });
    } catch (err) {
      setError(err);
      setBusy(false);
    }
  };

  return (
    <Dialog title={t('moveBoard.title', { title: card.title })} onClose={onClose}>
      <ErrorMessage error={all.error ?? lists.error} />
      {all.data && targets.length === 0 ? (
        <p>{t('moveBoard.noBoard')}</p>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <label className="field">
            {t('moveBoard.board')}
            <select
              aria-label={t('moveBoard.board')}
              value={target?.id ?? ''}
              autoFocus
              onChange={(e) => {
                setTargetId(e.target.value);
                setListId(null);
              }}
            >
              {targets.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.title}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            {t('moveBoard.list')}
            <select
              aria-label={t('moveBoard.list')}
              value={list?.id ?? ''}
              onChange={(e) => setListId(e.target.value)}
            >
              {lists.data?.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.title}
                </option>
              ))}
            </select>
          </label>
          {lists.data?.length === 0 && <p className="hint">{t('moveBoard.noList')}</p>}
          <p className="hint">{t('moveBoard.hint')}</p>
          <ErrorMessage error={error} />
          <button type="submit" className="primary" disabled={busy || !list}>
            {busy ? t('moveBoard.busy') : t('moveBoard.submit')}
          </button>
        </form>
      )}
    </Dialog>
  );
}

/**
 * The card dialog, opened by `/b/:boardId/c/:cardId` (or a public board's `/p/…/c/…`): title, members, labels (and
 * the board's labels editor), start and due dates, description, checklists, attachments, comments; copy, move to
 * another board, copy link, and archive with Undo. Each change is one `updateCard`.
 *
 * Laid out as Trello's: the card's content on the left (`.card-main`), a sidebar on the right (`.card-sidebar`) with
 * "Add to card" (members, labels, dates, checklist, attachment) and the card's actions, the comments under the content;
 * on a phone one column: the content, the sidebar's buttons in rows, then the comments. A section with nothing in it
 * (no members, labels, dates, checklists, attachments) stays closed until its "Add to card" button opens it. A new
 * section goes into `.card-main` as one more `<CardPart>`, with its button in `AddToCard` if it starts empty.
 */
import { useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import type { CardField } from '../../config/paths';
import { useBoardPaths } from '../../ui/board-base';
import type { Board, Card, Checklist, List } from '../../domain/model';
import type { CardPatch } from '../../domain/inputs';
import { can } from '../../domain/permissions';
import { describeError } from '../../ui/describe-error';
import { Dialog } from '../../ui/Dialog';
import { InlineEdit } from '../../ui/InlineEdit';
import { useToast } from '../../ui/toast';
import { preloadable } from '../../ui/preloadable';
import { CardCustomFields } from './CardCustomFields';
import { CardDates } from './CardDates';
import { CardDependencies } from './CardDependencies';
import { CardDescription } from './CardDescription';
import { CardLabels } from './CardLabels';
import { CardMembers } from './CardMembers';
import { CopyCardDialog } from './CopyCardDialog';
import { CopyLink } from './CopyLink';
import { MoveToBoardDialog } from './MoveToBoardDialog';
import { TemplateNote, TemplateToggle } from './TemplateToggle';
import { useCardMembers } from './use-card-members';
import { useFocusPart, useOpenAt, type CardPartName } from './card-focus';
import './card-details.css';
import { hasDependencies } from '../../domain/dependencies';

// The sections below the description (checklists and their editors, attachments with their drop targets and
// uploads, comments with the mention menu) are a chunk of their own, fetched as soon as this one runs: the dialog's
// top shows and commits first, and they follow in tasks of their own (issue 19: one long task on a card's page).
const loadSections = import('./card-sections');
// One load for the three: the two above the sidebar show in the same update (preloadable.tsx).
const section = <P extends object>(pick: (m: Awaited<typeof loadSections>) => ComponentType<P>) =>
  preloadable(() => loadSections, pick, null).Component;
const CardChecklists = section((m) => m.CardChecklists);
const CardAttachments = section((m) => m.CardAttachments);
const CardComments = section((m) => m.CardComments);

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
  /** Whether comments show (default true): a public board's page leaves them out unless its owners show them. */
  showComments?: boolean;
  /** The board's open cards by id, for the card's dependencies; without it the section shows none. */
  cardsById?: ReadonlyMap<string, Card>;
}

const NO_CARDS: ReadonlyMap<string, Card> = new Map();

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
  showComments = true,
  cardsById = NO_CARDS,
}: CardDialogProps & { card: Card }) {
  const { boards } = useBackend();
  const { t } = useTranslation(['card', 'common']);
  const toast = useToast();
  const people = useCardMembers(board, user);
  const names = useMemo(() => new Map(people.map((p) => [p.uid, p.name])), [people]);
  const [panel, setPanel] = useState<'copy' | 'move' | null>(null);
  useOpenAt(openAt);
  const cardHref = useBoardPaths().card(board.id, card.id);
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

  // Sections opened from "Add to card" while still empty; `openAt` (the board's d and l keys) opens its own.
  const [opened, setOpened] = useState<ReadonlySet<CardPartName>>(
    () => new Set(openAt === 'due' ? ['dates'] : openAt === 'labels' ? ['labels'] : []),
  );
  const [focusPart, setFocusPart] = useState<CardPartName | null>(null);
  useFocusPart(focusPart, () => setFocusPart(null));
  const open = (part: CardPartName) => {
    setOpened((was) => new Set(was).add(part));
    setFocusPart(part);
  };
  const shows = (part: CardPartName, hasContent: boolean) => hasContent || opened.has(part);

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
      <div className="card-layout">
        <div className="card-main">
          <CardPart
            name="members"
            shown={shows('members', card.assigneeIds.length + card.memberNames.length > 0)}
          >
            <CardMembers
              people={people}
              assigneeIds={card.assigneeIds}
              memberNames={card.memberNames}
              meUid={user.uid}
              canEdit={canEdit}
              onChange={(assigneeIds) => fire({ assigneeIds })}
            />
          </CardPart>
          <CardPart name="labels" shown={shows('labels', card.labelIds.length > 0)}>
            <CardLabels
              board={board}
              selected={card.labelIds}
              canEdit={canEdit}
              canEditLabels={can(role, 'board.update')}
              onChange={(labelIds) => fire({ labelIds })}
            />
          </CardPart>
          <CardPart name="dates" shown={shows('dates', card.startAt !== null || card.dueAt !== null)}>
            <CardDates
              startAt={card.startAt}
              dueAt={card.dueAt}
              dueDone={card.dueDone}
              canEdit={canEdit}
              onChange={fire}
            />
          </CardPart>
          <CardPart name="dependencies" shown={shows('dependencies', hasDependencies(card, cardsById))}>
            <CardDependencies
              card={card}
              cardsById={cardsById}
              canEdit={canEdit}
              onChange={(apply) =>
                void boards
                  .updateCard(board.id, card.id, (latest) => ({ blockedBy: apply(latest.blockedBy ?? []) }))
                  .catch(report)
              }
            />
          </CardPart>
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
            uid={user.uid}
            cardId={card.id}
            othersEditing={othersEditing}
          />
          {/* Both come from one chunk and show in one update: neither pushes down the other once it has shown. */}
          <CardPart name="checklists" shown={shows('checklists', card.checklists.length > 0)}>
            <CardChecklists
              checklists={card.checklists}
              canEdit={canEdit}
              people={people}
              onChange={changeChecklists}
            />
          </CardPart>
          <CardAttachments
            boardId={board.id}
            cardId={card.id}
            coverAttachmentId={card.coverAttachmentId}
            canEdit={canEdit}
            names={names}
            onCover={(coverAttachmentId) => fire({ coverAttachmentId })}
            opened={opened.has('attachments')}
          />
        </div>
        <aside className="card-sidebar" aria-label={t('sidebar')}>
          {canEdit && (
            <AddToCard
              open={open}
              join={
                card.assigneeIds.includes(user.uid)
                  ? undefined
                  : () => fire({ assigneeIds: [...card.assigneeIds, user.uid] })
              }
            />
          )}
          <div className="card-actions" role="group" aria-label={t('actions')}>
            <h3>{t('actionsHeading')}</h3>
            {canEdit && (
              <>
                <button type="button" onClick={() => setPanel('move')}>
                  {t('moveToBoard')}
                </button>
                <button type="button" onClick={() => setPanel('copy')}>
                  {t('copy')}
                </button>
                <TemplateToggle
                  isTemplate={card.isTemplate === true}
                  onChange={(isTemplate) => fire({ isTemplate })}
                />
              </>
            )}
            <CopyLink url={`${window.location.origin}${cardHref}`} />
            {canEdit && (
              <button type="button" onClick={archive}>
                {t('archive')}
              </button>
            )}
          </div>
        </aside>
        {/* After "Add to card" in the page's order: on a phone, labels, dates and checklists come before it. */}
        {showComments && (
          <div className="card-comments-slot">
            <CardComments
              boardId={board.id}
              cardId={card.id}
              canComment={can(role, 'comment.create')}
              me={user}
              people={people}
            />
          </div>
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

/** A part of the card's content, kept mounted (its fields keep what is typed) and hidden while `shown` is false. */
function CardPart({ name, shown, children }: { name: CardPartName; shown: boolean; children: ReactNode }) {
  return (
    <div className="card-part" data-card-part={name} hidden={!shown}>
      {children}
    </div>
  );
}

/**
 * The sidebar's "Add to card": Join (while you are not on the card, as Trello suggests it), then a button per part
 * of the card that opens it and takes the focus there.
 */
function AddToCard({ open, join }: { open: (part: CardPartName) => void; join?: () => void }) {
  const { t } = useTranslation('card');
  const parts: CardPartName[] = ['members', 'labels', 'dates', 'dependencies', 'checklists', 'attachments'];
  return (
    <div className="add-to-card" role="group" aria-label={t('addToCard.heading')}>
      <h3>{t('addToCard.heading')}</h3>
      {join && (
        <button type="button" onClick={join}>
          {t('members.join')}
        </button>
      )}
      {parts.map((part) => (
        <button key={part} type="button" onClick={() => open(part)}>
          {t(`addToCard.${part}`)}
        </button>
      ))}
    </div>
  );
}

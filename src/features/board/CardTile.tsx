/**
 * A card as it sits in a list: title, labels, badges (due, checklist progress, comments, attachments), assignees'
 * avatars, drag and "Move…".
 */
import { memo, use, useCallback, useRef, type CSSProperties } from 'react';
import AlignLeft from 'lucide-react/icons/align-left';
import Clock from 'lucide-react/icons/clock';
import MessageSquare from 'lucide-react/icons/message-square';
import Paperclip from 'lucide-react/icons/paperclip';
import Pencil from 'lucide-react/icons/pencil';
import SquareCheck from 'lucide-react/icons/square-check';
import { Link } from '../../ui/routing';
import i18next from 'i18next';
import type { Card, Label } from '../../domain/model';
import { useBoardPaths } from '../../ui/board-base';
import { formatBadgeDay } from '../../i18n/format';
import { Avatar } from '../../ui/Avatar';
import { labelColors, labelText } from '../../ui/colors';
import { useNow } from '../../ui/now';
import { CardCover, hasCover } from './CardCover';
import { TileFields } from './TileFields';
import { BlockedBadge } from './blocked-badge';
import { useSortable } from './dnd/use-sortable';
import { LaneContext } from './lanes/lane-context';
import { useCardFileDrop } from './use-card-file-drop';
import './card-editing.css';

// `i18next.t` rather than the `useTranslation` hook: a board holds 5,000 tiles, and a hook would subscribe each one
// to language changes. The language changes only in Settings, where no board is mounted.
const t = i18next.getFixedT(null, 'board');
/** The badges' icons (lucide, SVG): 14 px, the badges' line height. */
const ICON_PX = 14;

/** A tile's words that name no card: asked of i18next once per language, not by each tile. */
interface TileWords {
  due: string;
  hasDescription: string;
  checklist: string;
  comments: string;
  attachments: string;
  move: string;
  formerMember: string;
}

let words: { language: string; loaded: boolean; text: TileWords } | null = null;

/**
 * The tile's fixed words in the current language. A 5,000-card board renders ~80 tiles as it opens, each asking
 * for up to seven of them: about 20 ms of i18next's lookups (bench/board-open-work.ts, PROFILE=1) that one lookup
 * per language saves. Asked again once the board's namespace has loaded, should a tile render before it.
 */
function tileWords(): TileWords {
  const language = i18next.language;
  const loaded = i18next.hasLoadedNamespace('board');
  if (words?.language !== language || words.loaded !== loaded)
    words = {
      language,
      loaded,
      text: {
        due: t('tile.due'),
        hasDescription: t('tile.hasDescription'),
        checklist: t('tile.checklist'),
        comments: t('tile.comments'),
        attachments: t('tile.attachments'),
        move: t('tile.move'),
        formerMember: t('formerMember'),
      },
    };
  return words.text;
}

export interface CardTileProps {
  card: Card;
  labels: ReadonlyMap<string, Label>;
  canEdit: boolean;
  onMove: (card: Card) => void;
  /** Names of the others who have this card open right now (presence); absent or empty: nobody. */
  editors?: readonly string[];
  /** Board members' names by uid, for the assignees' avatars (a Map whose identity changes only with a name). */
  memberNames?: ReadonlyMap<string, string>;
  /** In a virtualised list (use-virtual-cards.ts): the tile's index among the shown cards… */
  index?: number;
  /** …its offset from the top of the list body (px)… */
  start?: number;
  /** …the callback that measures its height… */
  measure?: (element: Element | null) => void;
  /** …and how many cards the list shows (screen readers hear "3 of 100" when only some tiles are rendered). */
  setSize?: number;
}

/** "Ana is editing", "Ana and Bob are editing", "Ana and 2 others are editing". */
export function editingText(names: readonly string[]): string {
  if (names.length === 1) return t('tile.editingOne', { name: names[0] });
  if (names.length === 2) return t('tile.editingTwo', { first: names[0], second: names[1] });
  return t('tile.editingMany', { name: names[0], count: names.length - 1 });
}

/** The tile as placed in its list: drag, file drop, offset and position; its content is `CardTileContent`. */
function CardTileView({
  card,
  labels,
  canEdit,
  onMove,
  editors,
  memberNames,
  index,
  start,
  measure,
  setSize,
}: CardTileProps) {
  const ref = useRef<HTMLLIElement>(null);
  const setRef = useCallback(
    (element: HTMLLIElement | null) => {
      ref.current = element;
      measure?.(element);
    },
    [measure],
  );
  const lane = use(LaneContext)?.key;
  const { edge, dragging } = useSortable({
    ref,
    item: { type: 'card', cardId: card.id, listId: card.listId, ...(lane === undefined ? {} : { lane }) },
    axis: 'vertical',
    disabled: !canEdit,
  });
  const fileOver = useCardFileDrop(ref, card, canEdit);

  return (
    <li
      ref={setRef}
      className={`card-tile${dragging ? ' dragging' : ''}${fileOver ? ' file-over' : ''}`}
      data-card-id={card.id}
      data-index={index}
      aria-posinset={index === undefined ? undefined : index + 1}
      aria-setsize={setSize}
      data-edge={edge ?? undefined}
      // What useSortable's drag registration sets, there from the first paint: set after it, it restyled every
      // tile's contents in the frame that shows the board.
      draggable={canEdit || undefined}
      style={start === undefined ? undefined : { transform: `translateY(${start}px)` }}
    >
      <CardTileContent
        card={card}
        labels={labels}
        canEdit={canEdit}
        onMove={onMove}
        editors={editors}
        memberNames={memberNames}
      />
    </li>
  );
}

type ContentProps = Pick<CardTileProps, 'card' | 'labels' | 'canEdit' | 'onMove' | 'editors' | 'memberNames'>;

function CardTileContentView({ card, labels, canEdit, onMove, editors, memberNames }: ContentProps) {
  const now = useNow();
  const links = useBoardPaths();
  const text = tileWords();
  const { checkItems, checkItemsDone, comments, attachments } = card.counts;
  const overdue = card.dueAt !== null && !card.dueDone && card.dueAt < now;

  return (
    <>
      {hasCover(card) && <CardCover card={card} />}
      {card.labelIds.length > 0 && (
        // Names, or thin bars when the board page says so (use-label-bars.ts); a click on them switches.
        <div className="card-labels">
          {card.labelIds.map((id) => {
            const label = labels.get(id);
            if (!label) return null;
            const { background, text, edgeOnLight, edgeOnDark } = labelColors(label.color);
            return (
              <span
                key={id}
                className={`label-chip${label.name ? '' : ' unnamed'}`}
                style={
                  {
                    background,
                    color: text,
                    '--edge-on-light': edgeOnLight,
                    '--edge-on-dark': edgeOnDark,
                  } as CSSProperties
                }
                title={labelText(label)}
              >
                {labelText(label)}
              </span>
            );
          })}
        </div>
      )}
      <Link className="card-title" draggable={false} to={links.card(card.boardId, card.id)}>
        {card.title}
      </Link>
      {editors && editors.length > 0 && (
        <p className="card-editing">
          <Pencil aria-hidden size={ICON_PX} /> {editingText(editors)}
        </p>
      )}
      <div className="card-badges">
        {card.isTemplate && <span className="badge template">{i18next.t('templates:badge')}</span>}
        <BlockedBadge cardId={card.id} />
        <TileFields card={card} />
        {card.dueAt !== null && (
          <span className={`badge${card.dueDone ? ' done' : overdue ? ' overdue' : ''}`} title={text.due}>
            <Clock aria-hidden size={ICON_PX} /> {formatBadgeDay(card.dueAt, now)}
          </span>
        )}
        {card.description && (
          <span className="badge" role="img" title={text.hasDescription} aria-label={text.hasDescription}>
            <AlignLeft aria-hidden size={ICON_PX} />
          </span>
        )}
        {checkItems > 0 && (
          <span className={`badge${checkItems === checkItemsDone ? ' done' : ''}`} title={text.checklist}>
            <SquareCheck aria-hidden size={ICON_PX} /> {checkItemsDone}/{checkItems}
          </span>
        )}
        {comments > 0 && (
          <span className="badge" title={text.comments}>
            <MessageSquare aria-hidden size={ICON_PX} /> {comments}
          </span>
        )}
        {attachments > 0 && (
          <span className="badge" title={text.attachments}>
            <Paperclip aria-hidden size={ICON_PX} /> {attachments}
          </span>
        )}
        {card.assigneeIds.length > 0 && (
          <span className="card-assignees">
            {card.assigneeIds.map((uid) => (
              <Avatar key={uid} uid={uid} name={memberNames?.get(uid) ?? text.formerMember} />
            ))}
          </span>
        )}
        {card.memberNames.map((name) => (
          <span key={name} className="avatar" title={name}>
            {initials(name)}
          </span>
        ))}
      </div>
      {canEdit && (
        <button
          type="button"
          className="card-move"
          aria-label={t('tile.moveLabel', { title: card.title })}
          onClick={() => onMove(card)}
        >
          {text.move}
        </button>
      )}
    </>
  );
}

/** Up to two initials of a name, for an avatar without a photo. */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
}

const sameCounts = (a: Card['counts'], b: Card['counts']) =>
  a === b ||
  (a.comments === b.comments &&
    a.attachments === b.attachments &&
    a.checkItems === b.checkItems &&
    a.checkItemsDone === b.checkItemsDone);

const sameContent = (a: ContentProps, b: ContentProps) =>
  a.card.id === b.card.id &&
  a.card.updatedAt === b.card.updatedAt &&
  // A comment or an attachment changes the counts (and a cover) without touching updatedAt.
  sameCounts(a.card.counts, b.card.counts) &&
  a.card.coverAttachmentId === b.card.coverAttachmentId &&
  a.card.coverColor === b.card.coverColor &&
  // "Move…" hands its card to the dialog, which starts from the card's list and place.
  a.card.rank === b.card.rank &&
  a.card.listId === b.card.listId &&
  a.labels === b.labels &&
  a.canEdit === b.canEdit &&
  a.onMove === b.onMove &&
  a.memberNames === b.memberNames &&
  (a.editors ?? []).join('\n') === (b.editors ?? []).join('\n');

// A move shifts the tiles below it: they get a new offset and position, but their content stays as it was.
const CardTileContent = memo(CardTileContentView, sameContent);

// A board can hold 5,000 cards: re-render only the tiles whose card or place actually changed.
export const CardTile = memo(
  CardTileView,
  (a, b) =>
    sameContent(a, b) &&
    a.index === b.index &&
    a.start === b.start &&
    a.measure === b.measure &&
    a.setSize === b.setSize,
);

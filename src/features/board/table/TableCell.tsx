/**
 * One cell of the table view: what it shows, and its editor while it is being edited (title, due date, labels,
 * members, custom fields). A change is one `updateCard`; values of custom fields are applied to the card as last
 * stored on this device. The done tick and checkbox fields are toggled by the grid (Enter, Space, a click).
 */
import { useState, type KeyboardEvent } from 'react';
import i18next from 'i18next';
import type { CardPatch } from '../../../domain/inputs';
import type { Board, Card, List } from '../../../domain/model';
import {
  valueFor,
  withValue,
  fieldsOf,
  valuesOf,
  type FieldEntry,
} from '../../../domain/custom-fields/values';
import type { FieldValue } from '../../../domain/custom-fields/schema';
import { formatDate } from '../../../i18n/format';
import { labelColors } from '../../../ui/colors';
import { FieldInput } from '../../../ui/fields/FieldInput';
import { DayInput } from '../../../ui/fields/DayInput';
import { atTime, DEFAULT_MINUTES } from '../../card/card-dates';
import { formatFieldValue } from '../../../ui/fields/format-field';
import type { ColumnKind } from './table-columns';
import { focusOnMount } from '../../../ui/focus-on-mount';
import { BlockedBadge } from '../blocked-badge';

const t = i18next.getFixedT(null, 'fields');

/** `day` (local midnight, ms) at the time of day `dueAt` has, or at noon when there is none yet (ms). */
function onDay(day: number, dueAt: number | null): number {
  if (dueAt === null) return atTime(new Date(day), DEFAULT_MINUTES);
  const was = new Date(dueAt);
  return atTime(new Date(day), was.getHours() * 60 + was.getMinutes());
}

export interface TableCellProps {
  kind: ColumnKind;
  field?: FieldEntry;
  card: Card;
  board: Board;
  lists: readonly List[];
  nameOf: (uid: string) => string;
  editing: boolean;
  canEdit: boolean;
  /** Where "Open" goes: the card over this view. */
  cardHref: string;
  /** Goes there in the app (a plain link per row: the router's Link subscribes each one to the location). */
  open: () => void;
  /** Saves a change of the card. */
  update: (patch: CardPatch | ((card: Card) => CardPatch)) => void;
  /** The edit is over (saved or cancelled); `next` moves the active cell down (after Enter). */
  done: (next?: 'down') => void;
}

export function TableCell(props: TableCellProps) {
  const { kind, field, card, board, lists, nameOf, editing, canEdit, cardHref, open, update, done } = props;
  const label = (what: string) => t('valueOf', { field: what, card: card.title });
  // An editor's own Enter and Escape stop here: the grid, re-rendered by then, would take them as a new edit.
  const keys = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'Enter' || e.key === 'Escape') e.stopPropagation();
  };
  switch (kind) {
    case 'open':
      return (
        <a
          href={cardHref}
          tabIndex={-1}
          aria-label={t('table.open', { title: card.title })}
          onClick={(e) => {
            if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
            e.preventDefault();
            open();
          }}
        >
          {t('table.openShort')}
        </a>
      );
    case 'list':
      return <Cut text={lists.find((list) => list.id === card.listId)?.title ?? ''} />;
    case 'title':
      return editing && canEdit ? (
        <TitleEditor card={card} label={label(t('table.columns.title'))} update={update} done={done} />
      ) : (
        <>
          <BlockedBadge cardId={card.id} />
          <span className="table-title" title={card.title}>
            {card.title}
          </span>
        </>
      );
    case 'labels':
      return editing && canEdit ? (
        <Choices
          label={label(t('table.columns.labels'))}
          choices={board.labels.map((l) => ({ id: l.id, name: l.name || l.color }))}
          chosen={card.labelIds}
          onChange={(labelIds) => update({ labelIds })}
          done={done}
        />
      ) : (
        <span className="table-chips" title={labelNames(board, card).join(', ') || undefined}>
          {card.labelIds.flatMap((id) => {
            const l = board.labels.find((x) => x.id === id);
            if (!l) return [];
            const { background, text } = labelColors(l.color);
            return [
              <span key={id} className="table-chip" style={{ background, color: text }}>
                {l.name || l.color}
              </span>,
            ];
          })}
        </span>
      );
    case 'members':
      return editing && canEdit ? (
        <Choices
          label={label(t('table.columns.members'))}
          choices={board.memberIds.map((uid) => ({ id: uid, name: nameOf(uid) }))}
          chosen={card.assigneeIds}
          onChange={(assigneeIds) => update({ assigneeIds })}
          done={done}
        />
      ) : (
        <Cut text={[...card.memberNames, ...card.assigneeIds.map(nameOf)].join(', ')} />
      );
    case 'start':
      return <Cut text={card.startAt === null ? '' : formatDate(card.startAt, 'day')} />;
    case 'due':
      return editing && canEdit ? (
        <DayInput
          value={card.dueAt}
          inputRef={focusOnMount}
          label={label(t('table.columns.due'))}
          onChange={(day) => {
            const dueAt = day === null ? null : onDay(day, card.dueAt);
            if (dueAt === null || card.startAt === null || dueAt >= card.startAt)
              update(dueAt === null ? { dueAt, dueDone: false } : { dueAt });
          }}
          onKeyDown={keys}
          onDone={(key) => done(key === 'Enter' ? 'down' : undefined)}
        />
      ) : (
        <Cut text={card.dueAt === null ? '' : formatDate(card.dueAt, 'medium')} />
      );
    case 'done':
      return (
        <input
          type="checkbox"
          tabIndex={-1}
          aria-label={label(t('table.columns.done'))}
          checked={card.dueDone}
          disabled={!canEdit}
          onChange={(e) => update({ dueDone: e.target.checked })}
        />
      );
    case 'checklist': {
      const { checkItems, checkItemsDone } = card.counts;
      return <>{checkItems === 0 ? '' : `${checkItemsDone}/${checkItems}`}</>;
    }
    case 'field': {
      if (!field) return null;
      const save = (value: FieldValue | null) =>
        update((latest) => ({ fields: withValue(valuesOf(latest), fieldsOf(board), field.id, value) }));
      if (field.type === 'checkbox' || (editing && canEdit))
        return (
          <FieldInput
            field={field}
            value={card.fields?.[field.id]}
            label={label(field.name)}
            noneLabel={t('none')}
            disabled={!canEdit}
            autoFocus={field.type !== 'checkbox'}
            onSave={save}
            onDone={(key) => done(key === 'Enter' ? 'down' : undefined)}
            onKeyDown={keys}
            className={field.type === 'checkbox' ? 'table-check' : undefined}
          />
        );
      const typed = valueFor(field, card.fields?.[field.id]);
      if (!typed) return null;
      const color =
        typed.type === 'dropdown' ? field.options.find((o) => o.id === typed.value)?.color : undefined;
      return color ? (
        <span
          className="table-chip"
          title={formatFieldValue(field, typed)}
          style={{ background: labelColors(color).background, color: labelColors(color).text }}
        >
          {formatFieldValue(field, typed)}
        </span>
      ) : (
        <Cut text={formatFieldValue(field, typed)} />
      );
    }
  }
}

/** The names of `card`'s labels (a colour's name for a label without one), in the card's order. */
function labelNames(board: Board, card: Card): string[] {
  return card.labelIds.flatMap((id) => {
    const label = board.labels.find((x) => x.id === id);
    return label ? [label.name || label.color] : [];
  });
}

/**
 * A cell's text on one line, cut with an ellipsis when the column is narrower; the whole text stays in the page
 * (screen readers read it all) and shows on hover.
 */
function Cut({ text }: { text: string }) {
  return (
    <span className="table-text" title={text || undefined}>
      {text}
    </span>
  );
}

function TitleEditor({
  card,
  label,
  update,
  done,
}: Pick<TableCellProps, 'card' | 'update' | 'done'> & { label: string }) {
  const [draft, setDraft] = useState(card.title);
  const save = () => {
    if (draft.trim() && draft !== card.title) update({ title: draft });
  };
  return (
    <input
      ref={focusOnMount}
      aria-label={label}
      value={draft}
      maxLength={512}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter' || e.key === 'Escape') e.stopPropagation();
        if (e.key === 'Enter') {
          e.preventDefault();
          save();
          done('down');
        } else if (e.key === 'Escape') {
          setDraft(card.title);
          done();
        }
      }}
    />
  );
}

/** A list of checkboxes (labels, members) that saves each toggle; Escape or Enter ends the edit. */
function Choices({
  label,
  choices,
  chosen,
  onChange,
  done,
}: {
  label: string;
  choices: readonly { id: string; name: string }[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  done: TableCellProps['done'];
}) {
  return (
    <fieldset
      className="table-choices"
      onKeyDown={(e) => {
        if (e.key === 'Escape' || e.key === 'Enter') {
          e.preventDefault();
          e.stopPropagation();
          done();
        }
      }}
    >
      <legend>{label}</legend>
      {choices.map((choice, i) => (
        <label key={choice.id}>
          <input
            type="checkbox"
            ref={i === 0 ? focusOnMount : undefined}
            checked={chosen.includes(choice.id)}
            onChange={(e) =>
              onChange(e.target.checked ? [...chosen, choice.id] : chosen.filter((id) => id !== choice.id))
            }
          />
          {choice.name}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The board's labels editor (owners and admins): rename, recolour from the accessible pairs of colors.ts, add,
 * and delete with Undo (8 s). Each change is one `updateBoard({ labels })`; Undo reads the board's latest labels
 * first, so changes made meanwhile are kept.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import { readOnce } from '../../backend/read-once';
import { AppError } from '../../domain/errors';
import type { Board, Label } from '../../domain/model';
import { colorLabel, LABEL_COLOR_NAMES, labelColors } from '../../ui/colors';
import { describeError } from '../../ui/describe-error';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { useToast } from '../../ui/toast';
import * as edit from './label-edits';

export interface LabelsEditorProps {
  board: Board;
}

/** Edits `board.labels`. Failures (`permission-denied`, `invalid-argument`, `limit-exceeded`) show inside. */
export function LabelsEditor({ board }: LabelsEditorProps) {
  const { boards } = useBackend();
  const toast = useToast();
  const { t } = useTranslation(['card', 'common']);
  const [error, setError] = useState<unknown>(null);
  const [name, setName] = useState('');
  const [color, setColor] = useState<string>('green');

  const save = (labels: Label[]) =>
    boards.updateBoard(board.id, { labels }).then(
      () => (setError(null), true),
      (e: unknown) => (setError(e), false),
    );
  const attempt = (make: () => Label[]) => {
    try {
      return save(make());
    } catch (e) {
      setError(e);
      return Promise.resolve(false);
    }
  };

  const remove = (label: Label) => {
    const { labels, removed } = edit.deleteLabel(board.labels, label.id);
    if (!removed) return;
    void save(labels);
    toast({
      text: t('labels.deleted', { name: label.name || colorLabel(label.color) }),
      action: {
        label: t('common:undo'),
        run: () =>
          void readOnce<Board | null>((o) => boards.watchBoard(board.id, o))
            .then((latest) => {
              if (!latest) throw new AppError('not-found', t('labels.boardGone'));
              return boards.updateBoard(board.id, {
                labels: edit.restoreLabel(latest.labels, removed.label, removed.index),
              });
            })
            .catch((e: unknown) => toast({ text: describeError(e).summary })),
      },
    });
  };

  const add = (e: FormEvent) => {
    e.preventDefault();
    void attempt(() => edit.addLabel(board.labels, name, color)).then((ok) => ok && setName(''));
  };

  return (
    <div className="labels-editor" role="group" aria-label={t('labels.editor')}>
      <ul>
        {board.labels.map((label) => (
          <LabelRow
            key={label.id}
            label={label}
            onRename={(text) => attempt(() => edit.renameLabel(board.labels, label.id, text))}
            onRecolor={(c) => void save(edit.recolorLabel(board.labels, label.id, c))}
            onDelete={() => remove(label)}
          />
        ))}
      </ul>
      <ErrorMessage error={error} />
      <form className="row" onSubmit={add}>
        <input
          aria-label={t('labels.newName')}
          placeholder={t('labels.newPlaceholder')}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <ColorSelect label={t('labels.newColor')} value={color} onChange={setColor} />
        <button type="submit">{t('labels.add')}</button>
      </form>
    </div>
  );
}

function LabelRow(props: {
  label: Label;
  onRename: (name: string) => Promise<boolean>;
  onRecolor: (color: string) => void;
  onDelete: () => void;
}) {
  const { label, onRename, onRecolor, onDelete } = props;
  const [draft, setDraft] = useState<string | null>(null);
  const { t } = useTranslation('card');
  const described = label.name
    ? t('labels.named', { name: label.name })
    : t('labels.colored', { color: colorLabel(label.color) });
  const commit = () => {
    if (draft === null || draft.trim() === label.name) return setDraft(null);
    void onRename(draft).then((ok) => ok && setDraft(null));
  };
  const { background, text } = labelColors(label.color);
  return (
    <li className="row label-row">
      <span className="label-swatch" style={{ background, color: text }} aria-hidden>
        {(draft ?? label.name) || 'Aa'}
      </span>
      <input
        aria-label={t('labels.nameOf', { label: described })}
        placeholder={t('labels.noName')}
        value={draft ?? label.name}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            commit();
          }
        }}
      />
      <ColorSelect
        label={t('labels.colorOf', { label: described })}
        value={label.color}
        onChange={onRecolor}
      />
      <button type="button" aria-label={t('labels.deleteLabel', { label: described })} onClick={onDelete}>
        {t('labels.delete')}
      </button>
    </li>
  );
}

function ColorSelect(props: { label: string; value: string; onChange: (color: string) => void }) {
  const { label, value, onChange } = props;
  // A colour imported from Trello that the palette lacks ("black_dark" aside, e.g. "mauve") stays selectable.
  const names = LABEL_COLOR_NAMES.includes(value) ? LABEL_COLOR_NAMES : [value, ...LABEL_COLOR_NAMES];
  return (
    <select aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {names.map((n) => (
        <option key={n} value={n}>
          {colorLabel(n)}
        </option>
      ))}
    </select>
  );
}

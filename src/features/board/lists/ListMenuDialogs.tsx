/** The list menu's dialogs: set the WIP limit, copy the list (with progress), move all its cards elsewhere. */
import { useState, type FormEvent } from 'react';
import i18next from 'i18next';
import { useTranslation } from '../../../i18n/use-translation';
import type { Card, List } from '../../../domain/model';
import * as z from 'zod/mini';
import { listPatchSchema } from '../../../domain/inputs';
import { Dialog } from '../../../ui/Dialog';
import { ErrorMessage } from '../../../ui/ErrorMessage';
import { ProgressBar } from '../../../ui/ProgressBar';
import type { ListActions } from './use-list-actions';

/** Which dialog is open, for which list. */
export type ListDialogState = { kind: 'wip' | 'copy' | 'move-all'; list: List } | null;

const wipSchema = z.required(z.pick(listPatchSchema, { wipLimit: true }));

/** Parses the WIP field: empty clears the limit; otherwise a whole number from 1 to 5,000 (zod, src/domain). */
export function parseWipLimit(
  text: string,
): { ok: true; value: number | null } | { ok: false; message: string } {
  if (text.trim() === '') return { ok: true, value: null };
  const parsed = wipSchema.safeParse({ wipLimit: Number(text) });
  return parsed.success
    ? { ok: true, value: parsed.data.wipLimit }
    : { ok: false, message: i18next.t('board:wip.invalid') };
}

function WipDialog({ list, actions, onClose }: { list: List; actions: ListActions; onClose: () => void }) {
  const { t } = useTranslation(['board', 'common']);
  const [text, setText] = useState(list.wipLimit === null ? '' : String(list.wipLimit));
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const result = parseWipLimit(text);
    if (!result.ok) return setError(result.message);
    void actions.setWipLimit(list, result.value);
    onClose();
  };
  return (
    <Dialog title={t('wip.title', { title: list.title })} onClose={onClose}>
      <form onSubmit={submit} className="list-dialog" noValidate>
        <label className="field">
          {t('wip.field')}
          <input
            type="number"
            min={1}
            max={5000}
            step={1}
            data-autofocus
            value={text}
            aria-invalid={error !== null}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        {error && (
          <p role="alert" className="error-message">
            {error}
          </p>
        )}
        <div className="row">
          <button type="submit" className="primary">
            {t('common:save')}
          </button>
          {list.wipLimit !== null && (
            <button
              type="button"
              onClick={() => {
                void actions.setWipLimit(list, null);
                onClose();
              }}
            >
              {t('wip.remove')}
            </button>
          )}
        </div>
      </form>
    </Dialog>
  );
}

interface CopyProps {
  list: List;
  next: List | null;
  cards: readonly Card[];
  actions: ListActions;
  onClose: () => void;
}

function CopyDialog({ list, next, cards, actions, onClose }: CopyProps) {
  const { t } = useTranslation('board');
  const [title, setTitle] = useState(() => t('copyList.defaultTitle', { title: list.title }));
  const [done, setDone] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setDone(0);
    setError(null);
    try {
      await actions.copyList(list, next, cards, title.trim(), setDone);
      onClose();
    } catch (err) {
      setError(err);
      setDone(null);
    }
  };
  return (
    <Dialog title={t('copyList.title', { title: list.title })} onClose={onClose}>
      <form onSubmit={submit} className="list-dialog">
        <label className="field">
          {t('copyList.field')}
          <input
            value={title}
            data-autofocus
            required
            maxLength={512}
            onChange={(e) => setTitle(e.target.value)}
          />
        </label>
        <p>{t('copyList.willCopy', { count: cards.length })}</p>
        {done !== null && (
          <ProgressBar
            label={t('copyList.progress', { done, count: cards.length })}
            value={done}
            max={cards.length}
          />
        )}
        <ErrorMessage error={error} />
        <button type="submit" className="primary" disabled={done !== null || title.trim() === ''}>
          {t('copyList.submit')}
        </button>
      </form>
    </Dialog>
  );
}

interface MoveAllProps {
  list: List;
  lists: readonly List[];
  cardsByList: ReadonlyMap<string, readonly Card[]>;
  actions: ListActions;
  onClose: () => void;
}

function MoveAllDialog({ list, lists, cardsByList, actions, onClose }: MoveAllProps) {
  const { t } = useTranslation('board');
  const others = lists.filter((l) => l.id !== list.id);
  const [targetId, setTargetId] = useState(others[0]?.id ?? '');
  const cards = cardsByList.get(list.id) ?? [];
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const target = others.find((l) => l.id === targetId);
    if (target) actions.moveAllCards(list, cards, target, cardsByList.get(target.id) ?? []);
    onClose();
  };
  return (
    <Dialog title={t('moveAll.title', { title: list.title })} onClose={onClose}>
      {others.length === 0 ? (
        <p>{t('moveAll.noOther')}</p>
      ) : (
        <form onSubmit={submit} className="list-dialog">
          <label className="field">
            {t('moveAll.to')}
            <select value={targetId} data-autofocus onChange={(e) => setTargetId(e.target.value)}>
              {others.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.title}
                </option>
              ))}
            </select>
          </label>
          <p>{t('moveAll.explain', { count: cards.length })}</p>
          <button type="submit" className="primary" disabled={cards.length === 0}>
            {t('moveAll.submit')}
          </button>
        </form>
      )}
    </Dialog>
  );
}

export interface ListMenuDialogsProps {
  state: ListDialogState;
  lists: readonly List[];
  cardsByList: ReadonlyMap<string, readonly Card[]>;
  actions: ListActions;
  onClose: () => void;
}

/** Renders the open list dialog, if any. */
export function ListMenuDialogs({ state, lists, cardsByList, actions, onClose }: ListMenuDialogsProps) {
  if (!state) return null;
  const { list } = state;
  if (state.kind === 'wip') return <WipDialog list={list} actions={actions} onClose={onClose} />;
  if (state.kind === 'move-all')
    return (
      <MoveAllDialog
        list={list}
        lists={lists}
        cardsByList={cardsByList}
        actions={actions}
        onClose={onClose}
      />
    );
  const next = lists[lists.findIndex((l) => l.id === list.id) + 1] ?? null;
  return (
    <CopyDialog
      list={list}
      next={next}
      cards={cardsByList.get(list.id) ?? []}
      actions={actions}
      onClose={onClose}
    />
  );
}

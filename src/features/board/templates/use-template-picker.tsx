/**
 * Card templates on the board page: which cards are templates, and "From template…" under each list, which opens
 * the dialog the route composes (the card feature's, where copying lives). Lists reach it through a context, so
 * the list columns pass nothing down.
 */
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import type { Card, List } from '../../../domain/model';
import { perList } from '../per-list';

/** What "Add a card" needs to offer templates: how many there are, and how to start from one into a list. */
export interface TemplatesValue {
  count: number;
  choose: (listId: string) => void;
}

/** Put around the lists with `useTemplatePicker`'s `value`. */
export const TemplatesContext = createContext<TemplatesValue | null>(null);

/** The board's templates offer, for "Add a card"; null outside a board page or with no dialog to open. */
export function useTemplates(): TemplatesValue | null {
  return useContext(TemplatesContext);
}

/** The props of the dialog the route renders for "From template…". */
export interface FromTemplateProps {
  templates: readonly Card[];
  list: List;
  onClose: () => void;
}

const EMPTY: readonly Card[] = [];

/**
 * The board's templates (open cards marked `isTemplate`, in board order): the `TemplatesContext` value to put
 * around the lists, and the dialog while one is being chosen.
 */
export function useTemplatePicker(
  lists: readonly List[],
  cardsByList: ReadonlyMap<string, readonly Card[]>,
  render: ((props: FromTemplateProps) => ReactNode) | undefined,
): { value: TemplatesValue; dialog: ReactNode } {
  const [listId, setListId] = useState<string | null>(null);
  // Per list: a move re-reads the two lists it touched, not every card of the board.
  const [templatesOf] = useState(() => perList((cards) => cards.filter((c) => c.isTemplate)));
  const templates = useMemo(
    () => lists.flatMap((l) => templatesOf(cardsByList.get(l.id) ?? EMPTY)),
    [lists, cardsByList, templatesOf],
  );
  const count = render ? templates.length : 0;
  // Changes only with the number of templates, so the lists' "Add a card" forms do not re-render on every edit.
  const value = useMemo<TemplatesValue>(() => ({ count, choose: setListId }), [count]);
  const list = lists.find((l) => l.id === listId);
  return {
    value,
    dialog:
      render && list && templates.length > 0
        ? render({ templates, list, onClose: () => setListId(null) })
        : null,
  };
}

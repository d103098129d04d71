/**
 * The board page's swimlanes (issue 26 item 3): the grouping chosen on this device, the lanes it makes of the shown
 * cards, collapsing, and the writes a lane makes — a card dropped in another lane takes that lane's label, member
 * or value (one Undo with its move), a card added in a lane takes it too.
 */
import { useCallback, useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useBackend } from '../../../backend/context';
import type { Card } from '../../../domain/model';
import { fieldsOf } from '../../../domain/custom-fields/values';
import type { CustomFields } from '../../../domain/custom-fields/schema';
import { groupingField, keptFor, NO_GROUP, regroup } from '../../../domain/grouping';
import { describeError } from '../../../ui/describe-error';
import { useToast } from '../../../ui/toast';
import type { LaneMove, Place } from '../drop-place';
import { useStableCallback } from '../use-board-actions';
import type { BoardData } from '../use-board-data';
import { LanePicker } from './LanePicker';
import { useLaneSettings, type LaneGrouping } from './lane-settings';
import { swimlanes, type SwimLane } from './swimlanes';

const EMPTY: readonly Card[] = [];

export interface SwimlaneInput {
  /** The board, its lists and cards. */
  data: Pick<BoardData, 'board' | 'lists' | 'cardsByList' | 'cardsById'>;
  /** The filter's shown cards by list; absent: no filter. */
  visibleByList: ReadonlyMap<string, readonly Card[]> | null | undefined;
  /** A member's name by uid (the board's members' names first). */
  nameOf: (uid: string) => string;
  /** A move with its own Undo (a drop in the same lane). */
  moveCard: (cardId: string, listId: string, rank: string) => void;
  /** A move without a toast (the lane's own says it). */
  moveQuietly: (cardId: string, listId: string, rank: string) => void;
}

export interface Swimlanes {
  by: LaneGrouping;
  setBy: (by: LaneGrouping) => void;
  fields: CustomFields;
  /** The lanes, or null when the board shows none. */
  lanes: SwimLane[] | null;
  collapsed: ReadonlySet<string>;
  /** The cards lane `laneKey` shows in list `listId` (none for a lane that is not there). */
  cardsIn: (laneKey: string, listId: string) => readonly Card[];
  toggle: (key: string) => void;
  join: (laneKey: string, cardId: string) => void;
  /** For the drop handlers; absent without lanes. */
  moveToLane: LaneMove | undefined;
  /** The "Swimlanes" choice, one element while it stays (for the memoised filter bar). */
  picker: ReactNode;
}

export function useSwimlanes(input: SwimlaneInput): Swimlanes {
  const { data, visibleByList, nameOf, moveCard, moveQuietly } = input;
  const { board, lists, cardsByList, cardsById } = data;
  const { boards } = useBackend();
  const { t } = useTranslation(['board', 'common']);
  const toast = useToast();
  const boardId = board?.id ?? '';
  const [settings, setSettings] = useLaneSettings(boardId);
  const customFields = board?.customFields;
  const fields = useMemo(() => fieldsOf({ customFields }), [customFields]);
  // A grouping by a field that was deleted, or is no longer a dropdown, shows none.
  const saved = settings.by;
  const by: LaneGrouping =
    saved !== 'none' && saved.startsWith('field:') && !groupingField(saved, fields) ? 'none' : saved;
  const noneTitle = t(
    by === 'label' ? 'lanes.none.label' : by === 'member' ? 'lanes.none.member' : 'lanes.none.field',
  );
  const labels = board?.labels;
  const memberIds = board?.memberIds;
  const lanes = useMemo(
    () =>
      by === 'none'
        ? null
        : swimlanes(lists, (id) => visibleByList?.get(id) ?? cardsByList.get(id) ?? EMPTY, by, {
            lists,
            labels: labels ?? [],
            nameOf,
            fields,
            noneTitle,
            memberIds: memberIds ?? [],
          }),
    [by, lists, visibleByList, cardsByList, labels, memberIds, nameOf, fields, noneTitle],
  );
  const collapsed = useMemo(() => new Set(settings.collapsed), [settings.collapsed]);
  const laneByKey = useMemo(() => new Map((lanes ?? []).map((lane) => [lane.key, lane])), [lanes]);
  const cardsIn = useCallback(
    (laneKey: string, listId: string) => laneByKey.get(laneKey)?.byList.get(listId) ?? EMPTY,
    [laneByKey],
  );
  const toggle = useStableCallback((key: string) => {
    const next = new Set(collapsed);
    if (!next.delete(key)) next.add(key);
    setSettings({ collapsed: [...next] });
  });
  const report = useCallback(
    (e: unknown) => {
      const { summary, detail } = describeError(e);
      toast({ text: detail ? `${summary} ${detail}` : summary });
    },
    [toast],
  );
  // Its own write after the card's: the card must exist before it can take a label.
  const join = useStableCallback((laneKey: string, cardId: string) => {
    if (by === 'none' || laneKey === NO_GROUP) return;
    boards
      .updateCard(boardId, cardId, (card) => {
        const change = regroup(card, by, NO_GROUP, laneKey, fields);
        return change?.kind === 'patch' ? change.patch : {};
      })
      .catch(report);
  });
  const moveToLane = useStableCallback((cardId: string, from: string, to: string, place: Place) => {
    const card = cardsById.get(cardId);
    const change = card && by !== 'none' ? regroup(card, by, from, to, fields) : null;
    if (!card || change?.kind !== 'patch') {
      if (place) moveCard(cardId, place.listId, place.rank);
      return;
    }
    if (place) moveQuietly(cardId, place.listId, place.rank);
    boards.updateCard(boardId, cardId, change.patch).catch(report);
    const kept = keptFor(card, change.patch);
    const lane = lanes?.find((l) => l.key === to)?.title ?? noneTitle;
    toast({
      kind: 'card-move',
      subject: cardId,
      text: t('lanes.moved', { title: card.title, lane }),
      action: {
        label: t('common:undo'),
        run: () => {
          if (place) moveQuietly(cardId, card.listId, card.rank);
          void boards.updateCard(boardId, cardId, kept).catch(report);
        },
      },
    });
  });
  const setBy = useStableCallback((next: LaneGrouping) => setSettings({ by: next, collapsed: [] }));
  const picker = useMemo(
    () => <LanePicker value={by} fields={fields} onChange={setBy} />,
    [by, fields, setBy],
  );
  return {
    picker,
    by,
    setBy,
    fields,
    lanes,
    collapsed,
    cardsIn,
    toggle,
    join,
    moveToLane: lanes ? moveToLane : undefined,
  };
}

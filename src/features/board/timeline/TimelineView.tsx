/**
 * `/b/:boardId/timeline` (issue 26 item 1): the board's cards (the filter applied) as bars from start to due date,
 * in rows grouped by list, label or member, beside the cards without any date. Every change of dates is one
 * `updateCard`, with Undo; a run of key presses on one bar is undone at once.
 */
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useBackend } from '../../../backend/context';
import { useBoardPaths } from '../../../ui/board-base';
import type { Board, Card, List } from '../../../domain/model';
import { blockedCards } from '../../../domain/dependencies';
import { describeError } from '../../../ui/describe-error';
import { useLocation, useNavigate } from '../../../ui/routing';
import { useToast } from '../../../ui/toast';
import { ViewFrame, type BoardViewProps } from '../ViewFrame';
import { BlockedContext, useBlockedCounts } from '../blocked-badge';
import { rescheduleTo, shiftDays } from '../../../domain/days';
import { DueDateDialog } from '../DueDateDialog';
import { TimelineChart } from './TimelineChart';
import { itemDates, type BarActions } from './TimelineBar';
import { TimelineTools } from './TimelineTools';
import { TimelineUnscheduled } from './TimelineUnscheduled';
import {
  changeDates,
  DAY_WIDTH,
  groupTimeline,
  startsBeforeEnd,
  timelineItem,
  timelineRows,
  timelineSpan,
  unscheduledCards,
  ZOOMS,
  type DateChange,
} from './timeline-layout';
import { groupingField, keptFor, regroup, type Regroup } from '../../../domain/grouping';
import { keyForMove } from '../../../domain/ordering';
import { fieldsOf } from '../../../domain/custom-fields/values';
import { useTimelineSettings } from './timeline-settings';
import '../unscheduled.css';
import './timeline.css';

export function TimelineView(props: BoardViewProps) {
  // The names' "Blocked" badges, as on the board's tiles and in the table.
  const blocked = useBlockedCounts(props.data.cardsById);
  return (
    <BlockedContext value={blocked}>
      <ViewFrame
        {...props}
        className="timeline-page"
        render={({ board, lists, cards, canEdit, nameOf }) => (
          <TimelineContent board={board} lists={lists} cards={cards} canEdit={canEdit} nameOf={nameOf} />
        )}
      />
    </BlockedContext>
  );
}

interface ContentProps {
  board: Board;
  lists: readonly List[];
  cards: readonly Card[];
  canEdit: boolean;
  nameOf: (uid: string) => string;
}

type Dates = Pick<Card, 'startAt' | 'dueAt'>;

function TimelineContent({ board, lists, cards, canEdit, nameOf }: ContentProps) {
  const { boards } = useBackend();
  const { t } = useTranslation(['fields', 'common']);
  const toast = useToast();
  const navigate = useNavigate();
  const { search } = useLocation();
  const links = useBoardPaths();
  const [settings, setSettings] = useTimelineSettings(board.id);
  const { zoom } = settings;
  const fields = fieldsOf(board);
  // A grouping by a field that was deleted, or is no longer a dropdown, falls back to lists.
  const grouping =
    settings.grouping.startsWith('field:') && !groupingField(settings.grouping, fields)
      ? 'list'
      : settings.grouping;
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [now] = useState(() => Date.now());
  const [todayRequest, setTodayRequest] = useState(0);
  const [picking, setPicking] = useState<string | null>(null);
  const bars = useRef<HTMLDivElement | null>(null);

  const noneTitle = t(
    grouping === 'label'
      ? 'timeline.noLabel'
      : grouping === 'member'
        ? 'timeline.noMember'
        : 'timeline.noValue',
  );
  const groups = useMemo(
    () => groupTimeline(cards, grouping, { lists, labels: board.labels, nameOf, fields, noneTitle }),
    [cards, grouping, lists, board.labels, nameOf, fields, noneTitle],
  );
  const rows = useMemo(() => timelineRows(groups, collapsed), [groups, collapsed]);
  const span = useMemo(() => timelineSpan(groups, now), [groups, now]);
  const unscheduled = useMemo(() => unscheduledCards(cards), [cards]);

  // A run of changes to one card (key presses, drags): what Undo goes back to (the dates before the first), and the
  // dates the last one wrote, which the next builds on even before the store has shown it (keys pressed quickly).
  const series = useRef<{ id: string; before: Dates; latest: Dates } | null>(null);
  const report = useCallback((e: unknown) => toast({ text: describeError(e).summary }), [toast]);
  const write = useCallback(
    (shown: Card, patch: Partial<Dates>) => {
      const run = series.current?.id === shown.id ? series.current : null;
      const card = run ? { ...shown, ...run.latest } : shown;
      const before = run ? run.before : { startAt: card.startAt, dueAt: card.dueAt };
      const changed = { ...card, ...patch };
      series.current = { id: card.id, before, latest: { startAt: changed.startAt, dueAt: changed.dueAt } };
      boards.updateCard(board.id, card.id, patch).catch(report);
      const item = timelineItem(changed);
      // A blocker now due after a card waiting on it starts: said in the same message (issue 26 item 2).
      const byId = new Map(cards.map((c) => [c.id, c]));
      const early = startsBeforeEnd(changed, blockedCards(card.id, byId));
      toast({
        subject: card.id,
        kind: `timeline:${card.id}`,
        text: [
          t('timeline.changed', { title: card.title, dates: item ? itemDates(item) : '' }),
          ...early
            .slice(0, 1)
            .map((first) =>
              t('timeline.startsEarly', { title: first.title, count: early.length, more: early.length - 1 }),
            ),
        ].join(' '),
        action: {
          label: t('common:undo'),
          run: () => {
            series.current = null;
            void boards.updateCard(board.id, card.id, before).catch(report);
          },
        },
      });
    },
    [boards, board.id, cards, report, t, toast],
  );
  // A card into another group (its list, a label, a member or an option), and moved `days` days on the way: one
  // Undo for both.
  const move = useCallback(
    (card: Card, to: string, change: Regroup | null, days: number) => {
      const dates = changeDates(card, 'move', days);
      if (!change) {
        if (dates) write(card, dates);
        return;
      }
      series.current = null;
      const before = { startAt: card.startAt, dueAt: card.dueAt };
      let undo: () => void;
      if (change.kind === 'list') {
        const target = cards.filter((c) => c.listId === change.listId);
        const rank = keyForMove(target, card.id, target.length);
        boards.moveCard(board.id, card.id, { listId: change.listId, rank }).catch(report);
        if (dates) boards.updateCard(board.id, card.id, dates).catch(report);
        undo = () => {
          void boards.moveCard(board.id, card.id, { listId: card.listId, rank: card.rank }).catch(report);
          if (dates) void boards.updateCard(board.id, card.id, before).catch(report);
        };
      } else {
        boards.updateCard(board.id, card.id, { ...change.patch, ...dates }).catch(report);
        const kept = { ...keptFor(card, change.patch), ...(dates ? before : {}) };
        undo = () => void boards.updateCard(board.id, card.id, kept).catch(report);
      }
      const title = groups.find((g) => g.key === to)?.title ?? noneTitle;
      toast({
        subject: card.id,
        kind: `timeline:${card.id}`,
        text: t('timeline.regrouped', { title: card.title, group: title }),
        action: { label: t('common:undo'), run: undo },
      });
    },
    [boards, board.id, cards, groups, noneTitle, report, t, toast, write],
  );
  const actions = useMemo<BarActions>(
    () => ({
      open: (card) => navigate(links.viewCard(board.id, 'timeline', card.id) + search),
      change: (card: Card, change: DateChange, days: number) => {
        const run = series.current?.id === card.id ? series.current.latest : null;
        const patch = changeDates(run ? { ...card, ...run } : card, change, days);
        if (patch) write(card, patch);
      },
      settle: () => {
        series.current = null;
      },
      regroup: (card, from, to, days) => move(card, to, regroup(card, grouping, from, to, fields), days),
      regroupStep: (card, from, step) => {
        const at = groups.findIndex((g) => g.key === from);
        const to = groups[at + step];
        if (at >= 0 && to) move(card, to.key, regroup(card, grouping, from, to.key, fields), 0);
      },
    }),
    [navigate, links, board.id, search, write, move, groups, grouping, fields],
  );
  const dropAt = (cardId: string, x: number, y: number) => {
    const layer = bars.current;
    const box = layer?.closest('.timeline-scroll');
    const card = cards.find((c) => c.id === cardId);
    if (!layer || !box || !card) return;
    const inBox = box.getBoundingClientRect();
    const start = layer.getBoundingClientRect().left;
    if (x < Math.max(start, inBox.left) || x > inBox.right || y < inBox.top || y > inBox.bottom) return;
    series.current = null;
    write(card, rescheduleTo(card, shiftDays(span.from, Math.floor((x - start) / DAY_WIDTH[zoom]))));
  };
  const stepZoom = useCallback(
    (step: 1 | -1) => {
      // ZOOMS runs from the closest (day) to the farthest (quarter): zooming in goes towards the start.
      const next = ZOOMS[ZOOMS.indexOf(zoom) - step];
      if (next) setSettings({ zoom: next });
    },
    [zoom, setSettings],
  );
  const pickingCard = picking === null ? undefined : cards.find((c) => c.id === picking);
  return (
    <div className="timeline-layout">
      <div className="timeline-main">
        <TimelineTools
          zoom={zoom}
          grouping={grouping}
          fields={fields}
          onZoom={(next) => setSettings({ zoom: next })}
          onGrouping={(next) => {
            setCollapsed(new Set());
            setSettings({ grouping: next });
          }}
          onToday={() => setTodayRequest((n) => n + 1)}
        />
        {groups.length === 0 && <p className="hint timeline-empty">{t('timeline.empty')}</p>}
        <TimelineChart
          rows={rows}
          span={span}
          zoom={zoom}
          dayWidth={DAY_WIDTH[zoom]}
          now={now}
          labels={board.labels}
          canEdit={canEdit}
          actions={actions}
          onToggleGroup={(key) =>
            setCollapsed((before) => {
              const next = new Set(before);
              if (!next.delete(key)) next.add(key);
              return next;
            })
          }
          onZoom={stepZoom}
          todayRequest={todayRequest}
          barsRef={(el) => {
            bars.current = el;
          }}
          label={t('timeline.label', { board: board.title })}
        />
      </div>
      <TimelineUnscheduled
        cards={unscheduled}
        canEdit={canEdit}
        onOpen={actions.open}
        onPickDate={setPicking}
        onDrop={dropAt}
      />
      {pickingCard && (
        <DueDateDialog
          card={pickingCard}
          onSave={(day) => {
            series.current = null;
            write(pickingCard, rescheduleTo(pickingCard, day));
          }}
          onClose={() => setPicking(null)}
        />
      )}
    </div>
  );
}

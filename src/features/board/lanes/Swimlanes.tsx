/**
 * The board in swimlanes (issue 26 item 3): a row per label, member or dropdown option, each holding the board's
 * lists with that lane's cards, all scrolling sideways together. A lane collapses to its header.
 *
 * Virtualised as the board is, and across lanes too: 13 lanes of 50 lists would be 650 columns. A lane below the
 * view mounts no columns until it comes near (then stays mounted); a lane mounts only the lists near the view
 * sideways, the others standing in as empty slots of their width. Each mounted list is the board's own column
 * (`column`), which renders only the tiles near its scroll box.
 */
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Card, List } from '../../../domain/model';
import { colorOf } from '../../../ui/colors';
import { listSlots } from '../use-virtual-cards';
import { LaneContext, type Lane } from './lane-context';
import { slotsInView, type SwimLane } from './swimlanes';
import './lanes.css';

const EMPTY: readonly Card[] = [];
/** How far beyond the view (px) lists are mounted: about two lists each side, as a wheel flick goes. */
const MARGIN_PX = 600;
/** A lane this close below the view (px) mounts its lists. */
const BELOW_PX = 400;
/** The lanes mounted as the board opens, before any is measured: what a screen shows. The others follow one at a
 * time while the page is idle (their lists far below render no tiles), so scrolling down has only tiles to add. */
const OPEN_LANES = 3;

export interface SwimlanesProps {
  lanes: readonly SwimLane[];
  lists: readonly List[];
  /** The lists collapsed to a narrow column (on this device). */
  collapsedLists: ReadonlySet<string>;
  /** The collapsed lanes' keys. */
  collapsed: ReadonlySet<string>;
  onToggle: (key: string) => void;
  /** Gives card `cardId`, just added in lane `laneKey`, the lane's label, member or value. */
  join: (laneKey: string, cardId: string) => void;
  /** A list's slot on the board with `shown` as its cards (the lane's), `index` its place among the lists. */
  column: (list: List, shown: readonly Card[], index: number) => ReactNode;
  /** After the first lane's lists: "Add another list". */
  addList?: ReactNode;
  rootRef: (element: HTMLDivElement | null) => void;
  /** Clicks on the tiles (the board's own handler, use-lists-click.ts). */
  onClickCapture: (e: MouseEvent) => void;
}

export function Swimlanes(props: SwimlanesProps) {
  const {
    lanes,
    lists,
    collapsedLists,
    collapsed,
    onToggle,
    join,
    column,
    addList,
    rootRef,
    onClickCapture,
  } = props;
  const { t } = useTranslation('board');
  const box = useRef<HTMLDivElement | null>(null);
  // Stable, so React does not detach and attach it (and the board's touch handlers with it) at every render.
  const setBox = useCallback(
    (element: HTMLDivElement | null) => {
      box.current = element;
      rootRef(element);
    },
    [rootRef],
  );
  const slots = useMemo(
    () => listSlots(lists.map((list) => collapsedLists.has(list.id))),
    [lists, collapsedLists],
  );
  const [mounted, setMounted] = useState(OPEN_LANES);
  useEffect(() => {
    if (mounted >= lanes.length) return;
    if (typeof requestIdleCallback === 'undefined') {
      const timer = window.setTimeout(() => setMounted((n) => n + 1), 50);
      return () => window.clearTimeout(timer);
    }
    const handle = requestIdleCallback(() => setMounted((n) => n + 1), { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }, [mounted, lanes.length]);
  const [range, setRange] = useState<[number, number]>(() =>
    slotsInView(slots, 0, typeof window === 'undefined' ? 1400 : window.innerWidth, MARGIN_PX),
  );
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const [from, to] = slotsInView(slots, element.scrollLeft, element.clientWidth, MARGIN_PX);
      // The same range keeps the same state: no lane re-renders while the lists in view stay the same.
      setRange((before) => (before[0] === from && before[1] === to ? before : [from, to]));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    element.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
    };
  }, [slots]);
  return (
    <div
      ref={setBox}
      className="swimlanes"
      role="list"
      aria-label={t('lanes.label')}
      onClickCapture={onClickCapture}
    >
      {lanes.map((lane, index) => (
        <SwimLaneRow
          key={lane.key}
          lane={lane}
          lists={lists}
          slots={slots}
          from={range[0]}
          to={range[1]}
          atFirst={index < OPEN_LANES}
          premounted={index < mounted}
          collapsed={collapsed.has(lane.key)}
          onToggle={onToggle}
          join={join}
          column={column}
          addList={index === 0 ? addList : undefined}
        />
      ))}
    </div>
  );
}

interface RowProps extends Pick<SwimlanesProps, 'lists' | 'onToggle' | 'join' | 'column' | 'addList'> {
  lane: SwimLane;
  slots: readonly { width: number }[];
  /** The lists mounted: indexes `from` through `to`. */
  from: number;
  to: number;
  /** One of the first screen's lanes: taken as in view until checked. */
  atFirst: boolean;
  /** Mounted whether in view or not (the first screen's lanes, then the others while the page is idle). */
  premounted: boolean;
  collapsed: boolean;
}

const SwimLaneRow = memo(function SwimLaneRow(props: RowProps) {
  const { lane, lists, slots, from, to, atFirst, premounted, collapsed, onToggle, join, column, addList } =
    props;
  const { t } = useTranslation('board');
  const value = useMemo<Lane>(
    () => ({ key: lane.key, title: lane.title, join: (cardId) => join(lane.key, cardId) }),
    [lane.key, lane.title, join],
  );
  const ref = useRef<HTMLDivElement>(null);
  // The lists mounted (null: none yet). A lane in view follows the lists in view sideways; one out of view keeps
  // what it has, so a sideways scroll mounts lists in the lanes on screen only.
  const inView = useInView(ref, atFirst);
  const [mounted, setMounted] = useState<readonly [number, number] | null>(null);
  if ((inView || (premounted && mounted === null)) && (mounted?.[0] !== from || mounted[1] !== to))
    setMounted([from, to]);
  return (
    <div ref={ref} role="listitem" className="swimlane" data-lane={lane.key} aria-label={lane.title}>
      <h2 className="swimlane-head">
        <button
          type="button"
          className="swimlane-toggle"
          aria-expanded={!collapsed}
          onClick={() => onToggle(lane.key)}
        >
          {lane.color && <span className="swimlane-swatch" style={{ background: colorOf(lane.color) }} />}
          <span className="swimlane-title">{lane.title}</span>
          <span className="swimlane-count">{t('lanes.count', { count: lane.count })}</span>
        </button>
      </h2>
      {!collapsed && (
        <LaneContext value={value}>
          <div
            className="swimlane-lists"
            role="list"
            aria-label={t('lanes.lists', { lane: lane.title })}
            // Not mounted yet: about as tall as its lists will be, so the lanes after it stay below the view.
            style={mounted ? undefined : { minHeight: estimatedHeight(lane) }}
          >
            {lists.map((list, i) =>
              mounted && i >= mounted[0] && i <= mounted[1] ? (
                column(list, lane.byList.get(list.id) ?? EMPTY, i)
              ) : (
                <div
                  key={list.id}
                  className="list-slot-stand-in"
                  data-stand-in={list.id}
                  style={{ width: slots[i]?.width }}
                  aria-hidden
                />
              ),
            )}
            {addList}
          </div>
        </LaneContext>
      )}
    </div>
  );
});

/** A lane's height (px) before it is mounted: its longest list at ~90 px a tile, at most what a lane shows. */
function estimatedHeight(lane: SwimLane): number {
  let most = 0;
  for (const cards of lane.byList.values()) most = Math.max(most, cards.length);
  const cap = typeof window === 'undefined' ? 600 : window.innerHeight * 0.7;
  return Math.min(cap, 90 + most * 96);
}

/** Whether `ref`'s lane is within BELOW_PX of the lanes' view, followed as they scroll; `atFirst` until checked. */
function useInView(ref: RefObject<HTMLElement | null>, atFirst: boolean): boolean {
  // Without IntersectionObserver (old browsers, tests): every lane in view.
  const [inView, setInView] = useState(atFirst || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries.at(-1);
        if (entry) setInView(entry.isIntersecting);
      },
      { root: element.closest('.swimlanes'), rootMargin: `${BELOW_PX}px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return inView;
}

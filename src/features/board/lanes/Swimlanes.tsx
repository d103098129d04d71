/**
 * The board in swimlanes (issue 26 item 3): a row per label, member or dropdown option, each holding the board's
 * lists with that lane's cards, all scrolling sideways together. A lane collapses to its header. The lists are the
 * board's own columns (`column`), so each list stays virtualised, and a list well out of view (sideways or below)
 * renders no tiles.
 */
import { memo, useMemo, type MouseEvent, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import type { Card, List } from '../../../domain/model';
import { colorOf } from '../../../ui/colors';
import { LaneContext, type Lane } from './lane-context';
import type { SwimLane } from './swimlanes';
import './lanes.css';

const EMPTY: readonly Card[] = [];

export interface SwimlanesProps {
  lanes: readonly SwimLane[];
  lists: readonly List[];
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

export function Swimlanes({
  lanes,
  lists,
  collapsed,
  onToggle,
  join,
  column,
  addList,
  rootRef,
}: SwimlanesProps) {
  const { t } = useTranslation('board');
  return (
    <div ref={rootRef} className="swimlanes" role="list" aria-label={t('lanes.label')}>
      {lanes.map((lane, index) => (
        <SwimLaneRow
          key={lane.key}
          lane={lane}
          lists={lists}
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
  collapsed: boolean;
}

const SwimLaneRow = memo(function SwimLaneRow({
  lane,
  lists,
  collapsed,
  onToggle,
  join,
  column,
  addList,
}: RowProps) {
  const { t } = useTranslation('board');
  const value = useMemo<Lane>(
    () => ({ key: lane.key, title: lane.title, join: (cardId) => join(lane.key, cardId) }),
    [lane.key, lane.title, join],
  );
  return (
    <div role="listitem" className="swimlane" data-lane={lane.key} aria-label={lane.title}>
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
          <div className="swimlane-lists" role="list" aria-label={t('lanes.lists', { lane: lane.title })}>
            {lists.map((list, i) => column(list, lane.byList.get(list.id) ?? EMPTY, i))}
            {addList}
          </div>
        </LaneContext>
      )}
    </div>
  );
});

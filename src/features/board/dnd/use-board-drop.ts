/**
 * One monitor for the whole board: when a card or list is dropped, work out its new place and write it
 * (one document). Reads the latest lists and cards through a ref, so it registers once.
 */
import { useEffect, useRef } from 'react';
import { monitorForElements } from '@atlaskit/pragmatic-drag-and-drop/element/adapter';
import type { Card, List } from '../../../domain/model';
import { cardDropPlace, laneChange, listDropPlace, type LaneMove } from '../drop-place';
import { readSource, readTarget } from './drag-data';

export interface BoardDropHandlers {
  lists: List[];
  cardsByList: ReadonlyMap<string, Card[]>;
  moveCard: (cardId: string, listId: string, rank: string) => void;
  moveList: (listId: string, rank: string) => void;
  /** A card dropped in another swimlane (absent: the board shows none). */
  moveToLane?: LaneMove;
}

export function useBoardDrop(handlers: BoardDropHandlers) {
  const latest = useRef(handlers);
  useEffect(() => {
    latest.current = handlers;
  });
  useEffect(
    () =>
      monitorForElements({
        canMonitor: ({ source }) => readSource(source.data) !== null,
        onDrop: ({ source, location }) => {
          const from = readSource(source.data);
          const over = location.current.dropTargets[0];
          const target = over ? readTarget(over.data) : null;
          if (!from || !target) return;
          const { lists, cardsByList, moveCard, moveList, moveToLane } = latest.current;
          if (from.type === 'card') {
            const place = cardDropPlace(from.cardId, from.listId, target, (id) => cardsByList.get(id) ?? []);
            const lanes = laneChange(from.lane, target);
            if (lanes && moveToLane) moveToLane(from.cardId, lanes.from, lanes.to, place);
            else if (place) moveCard(from.cardId, place.listId, place.rank);
          } else {
            const rank = listDropPlace(from.listId, target, lists);
            if (rank) moveList(from.listId, rank);
          }
        },
      }),
    [],
  );
}

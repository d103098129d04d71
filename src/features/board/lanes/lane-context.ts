/**
 * The swimlane a tile, a list's body or "Add a card" is in (issue 26 item 3), for the drag and drop and the new
 * cards there. Absent (null) on a board without swimlanes.
 */
import { createContext } from 'react';

export interface Lane {
  /** The lane's group key (domain/grouping.ts): `label:<id>`, `member:<uid>`, `option:<id>` or `none`. */
  key: string;
  /** Its title ("Urgent", "No label"): a list's column in it is named "List Doing, Urgent". */
  title: string;
  /** Gives a card just added in this lane the lane's label, member or option. */
  join: (cardId: string) => void;
}

export const LaneContext = createContext<Lane | null>(null);

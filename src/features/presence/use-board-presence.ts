/**
 * Joins the board's presence while the board is open (PresencePort), says which card this tab has open, and
 * keeps who is here as React state. Without a presence port (an adapter that lacks one) nobody is shown.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBackend } from '../../backend/context';
import type { PresenceSession } from '../../backend/ports';
import { can, type Role } from '../../domain/permissions';
import { editorsByCard, type Viewer } from '../../domain/presence';

/** Who is on the board, and who (other than `uid`) has which card open. */
export interface BoardPresence {
  viewers: Viewer[];
  /** Card id → names of the others who have it open and may edit it (an observer only looks). */
  editors: ReadonlyMap<string, readonly string[]>;
}

/**
 * Presence on `boardId` as `uid` (rejoins when either changes) with card `openCardId` open (null: none). `roles`
 * (the board's) decides who counts as editing an open card: without it, everyone who has one open.
 */
export function useBoardPresence(
  boardId: string,
  uid: string,
  openCardId: string | null,
  roles?: Readonly<Record<string, Role>>,
): BoardPresence {
  const { presence } = useBackend();
  const [viewers, setViewers] = useState<Viewer[]>([]);
  const session = useRef<PresenceSession | null>(null);

  useEffect(() => {
    if (!presence || !boardId) return;
    const joined = presence.join(boardId, setViewers);
    session.current = joined;
    return () => {
      session.current = null;
      joined.leave();
      setViewers([]);
    };
  }, [presence, boardId, uid]);

  // Runs after the join above (effects run in order), and again after every rejoin.
  useEffect(() => {
    session.current?.setEditing(openCardId);
  }, [presence, boardId, uid, openCardId]);

  const editors = useMemo(
    () => editorsByCard(roles ? viewers.filter((v) => can(roles[v.uid], 'card.write')) : viewers, uid),
    [viewers, uid, roles],
  );
  return { viewers, editors };
}

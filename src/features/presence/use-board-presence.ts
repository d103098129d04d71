/**
 * Joins the board's presence while the board is open (PresencePort), says which card this tab has open, and
 * keeps who is here as React state. Without a presence port (an adapter that lacks one) nobody is shown.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBackend } from '../../backend/context';
import type { PresenceSession } from '../../backend/ports';
import { editorsByCard, type Viewer } from '../../domain/presence';

/** Who is on the board, and who (other than `uid`) has which card open. */
export interface BoardPresence {
  viewers: Viewer[];
  /** Card id → names of the others who have it open. */
  editors: ReadonlyMap<string, readonly string[]>;
}

/** Presence on `boardId` as `uid` (rejoins when either changes) with card `openCardId` open (null: none). */
export function useBoardPresence(boardId: string, uid: string, openCardId: string | null): BoardPresence {
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

  const editors = useMemo(() => editorsByCard(viewers, uid), [viewers, uid]);
  return { viewers, editors };
}

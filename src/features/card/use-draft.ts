/**
 * Unsent text of a card's fields (a comment, a description being edited), kept on this device per account and
 * card, so closing the dialog — Escape included — or a reload loses nothing: the text is back when the card
 * opens again. Sending or saving it, or discarding it, clears it.
 */
import { useCallback, useState } from 'react';
import { TEXT_MAX } from '../../domain/limits';

/** The fields whose unsent text is kept; `description-base` is the description an edit started from. */
export type DraftField = 'comment' | 'description' | 'description-base';

const keyOf = (uid: string, cardId: string, field: DraftField) => `lanes:draft:${uid}:${cardId}:${field}`;

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * The kept text of `field` on card `cardId` for account `uid` (null: none; '' is an empty draft), and
 * `set(text)` — null forgets it. Writes go to localStorage at once; text over TEXT_MAX (16,384 characters) is not kept there.
 */
export function useDraft(
  uid: string,
  cardId: string,
  field: DraftField,
): [string | null, (text: string | null) => void] {
  const key = keyOf(uid, cardId, field);
  const [state, setState] = useState(() => ({ key, text: read(key) }));
  // Another card in the same dialog: its own draft (state derived during render).
  const current = state.key === key ? state : { key, text: read(key) };
  if (current !== state) setState(current);
  const set = useCallback(
    (text: string | null) => {
      try {
        // Text over the limit cannot be sent anyway: the field keeps it for this visit, storage does not.
        if (text !== null && text.length <= TEXT_MAX) localStorage.setItem(key, text);
        else localStorage.removeItem(key);
      } catch {
        // Storage full or blocked: the text stays in the field for this visit.
      }
      setState({ key, text });
    },
    [key],
  );
  return [current.text, set];
}

/**
 * The @ menu's state for a text field (issue D item 4): which `@…` is being typed at the caret
 * (domain/notifications/mentions.ts `mentionQuery`), the members it offers (`matchMembers`), the highlighted one,
 * and the keys that drive it — arrows move, Enter or Tab picks, Escape closes until the mention changes. Picking
 * replaces the `@query` with `@Name ` and puts the caret after it.
 */
import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { matchMembers, mentionQuery } from '../../domain/notifications/mentions';

/** A member the menu offers: uid and the display name the mention inserts. */
export interface Mentionable {
  uid: string;
  displayName: string;
}

/** What the field and the menu need from the hook. */
export interface MentionMenu {
  /** The offered members; empty when the menu is closed. */
  options: Mentionable[];
  /** Index of the highlighted option. */
  active: number;
  /** Call with the field's value and caret after every change, click and key-up. */
  track: (text: string, caret: number) => void;
  /** The field's keydown handler; returns true when the menu used the key (the caller then does nothing). */
  onKeyDown: (e: KeyboardEvent<HTMLTextAreaElement>) => boolean;
  /** Inserts option `index` into the text. */
  pick: (index: number) => void;
  setActive: (index: number) => void;
}

/**
 * The menu over `members` for the field `field` whose value is `text`; `setText` receives the text with a picked
 * mention inserted.
 */
export function useMentionMenu(
  field: RefObject<HTMLTextAreaElement | null>,
  text: string,
  setText: (text: string) => void,
  members: readonly Mentionable[],
): MentionMenu {
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  // The `@` position the person dismissed with Escape: the menu stays shut until they start another mention.
  const [dismissed, setDismissed] = useState<number | null>(null);
  const caretAfterPick = useRef<number | null>(null);

  const query = mentionQuery(text, Math.min(caret, text.length));
  const open = query !== null && query.start !== dismissed;
  const options = open ? matchMembers(members, query.query) : [];
  const highlighted = options.length > 0 ? Math.min(active, options.length - 1) : 0;

  useLayoutEffect(() => {
    const at = caretAfterPick.current;
    if (at === null || !field.current) return;
    caretAfterPick.current = null;
    field.current.setSelectionRange(at, at);
  }, [text, field]);

  const pick = (index: number) => {
    const member = options[index];
    if (!member || !query) return;
    const inserted = `@${member.displayName} `;
    const end = query.start + 1 + query.query.length;
    setText(text.slice(0, query.start) + inserted + text.slice(end));
    const at = query.start + inserted.length;
    caretAfterPick.current = at;
    setCaret(at);
    setActive(0);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>): boolean => {
    if (options.length === 0) return false;
    const move = (by: number) => setActive((highlighted + by + options.length) % options.length);
    if (e.key === 'ArrowDown') move(1);
    else if (e.key === 'ArrowUp') move(-1);
    else if (e.key === 'Enter' || e.key === 'Tab') pick(highlighted);
    else if (e.key === 'Escape') setDismissed(query?.start ?? null);
    else return false;
    e.preventDefault();
    // Escape must not also close the card dialog around the field.
    e.stopPropagation();
    return true;
  };

  const track = (next: string, at: number) => {
    setCaret(at);
    const q = mentionQuery(next, at);
    if (q?.start !== query?.start || q?.query !== query?.query) setActive(0);
    if (dismissed !== null && q?.start !== dismissed) setDismissed(null);
  };

  return { options, active: highlighted, track, onKeyDown, pick, setActive };
}

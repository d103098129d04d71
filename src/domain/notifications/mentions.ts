/**
 * @mentions in comment text (issue D item 4): `@Name` names a board member by display name. The rules, in one
 * place for the notification handlers and the comment box's @ menu:
 *
 * - a mention starts with `@` at the start of the text or after a character that cannot be part of an e-mail
 *   address's local part (so `ana@example.com` mentions nobody);
 * - the name after it is matched case-insensitively against the members' display names, the longest match
 *   winning (`@Ana Owner` is Ana Owner, not Ana), and must end at a word boundary (`@Anabel` is not Ana);
 * - text in Markdown code (`inline` and fenced blocks) is not searched: it is quoted, not addressed.
 */
import type { MemberName } from './types';

/** One mention found in a text: the member and where `@Name` stands (`start` at the `@`, `end` exclusive). */
export interface Mention {
  uid: string;
  start: number;
  end: number;
}

// Characters an e-mail local part may hold just before its `@` (RFC 5322's common subset), and `@` itself: a
// mention may not follow one of them.
const LOCAL_PART = /[\p{L}\p{N}._%+\-'`@]/u;
const WORD = /[\p{L}\p{N}_]/u;

/** `text` with Markdown code spans and fenced blocks blanked out (same length, so offsets stay right). */
function withoutCode(text: string): string {
  const blank = (m: string) => m.replace(/[^\n]/g, ' ');
  return text
    .replace(/^(```|~~~)[^\n]*\n[\s\S]*?(?:^\1[^\n]*$|(?![\s\S]))/gm, blank)
    .replace(/`[^`\n]+`/g, blank);
}

/** Whether an `@` at `at` may start a mention: at the start, or after a character no e-mail address ends in. */
export function canStartMention(text: string, at: number): boolean {
  if (text[at] !== '@') return false;
  const before = at > 0 ? text[at - 1] : undefined;
  return before === undefined || !LOCAL_PART.test(before);
}

/** Members with a usable name, longest name first, so the first that matches is the longest match. */
function byNameLength(members: readonly MemberName[]): MemberName[] {
  return members
    .filter((m) => m.displayName.trim().length > 0)
    .sort((a, b) => b.displayName.length - a.displayName.length);
}

/**
 * Every mention of one of `members` in `text`, in order of appearance (a member mentioned twice appears twice).
 * Members without a display name cannot be mentioned. Never throws.
 */
export function findMentions(text: string, members: readonly MemberName[]): Mention[] {
  const candidates = byNameLength(members);
  if (candidates.length === 0) return [];
  const searchable = withoutCode(text);
  const lower = searchable.toLowerCase();
  const found: Mention[] = [];
  for (let at = searchable.indexOf('@'); at !== -1; at = searchable.indexOf('@', at + 1)) {
    if (!canStartMention(searchable, at)) continue;
    const member = candidates.find((m) => {
      const name = m.displayName.toLowerCase();
      const end = at + 1 + name.length;
      const after = searchable[end];
      return lower.startsWith(name, at + 1) && (after === undefined || !WORD.test(after));
    });
    if (!member) continue;
    const end = at + 1 + member.displayName.length;
    found.push({ uid: member.uid, start: at, end });
    at = end - 1;
  }
  return found;
}

/** The uids mentioned in `text`, each once, in order of first mention. */
export function mentionedUids(text: string, members: readonly MemberName[]): string[] {
  return [...new Set(findMentions(text, members).map((m) => m.uid))];
}

/** The @ being typed at the caret: where its `@` is and what follows it up to the caret. */
export interface MentionQuery {
  /** Index of the `@`. */
  start: number;
  /** The text typed after the `@` (may hold spaces: names do). */
  query: string;
}

/** How far back from the caret an open `@` is looked for, in characters: longer than any display name (100). */
const QUERY_MAX = 100;

/**
 * The mention being typed when the caret is at `caret`: the nearest `@` before it on the same line that may start
 * a mention, with the text between. Null when there is none (the @ menu then stays closed).
 */
export function mentionQuery(text: string, caret: number): MentionQuery | null {
  const from = Math.max(0, caret - QUERY_MAX - 1);
  for (let at = caret - 1; at >= from; at -= 1) {
    const ch = text[at];
    if (ch === '\n') return null;
    if (ch === '@') return canStartMention(text, at) ? { start: at, query: text.slice(at + 1, caret) } : null;
  }
  return null;
}

/**
 * The members whose display name starts with `query` (case-insensitive), then those with a later word starting
 * with it, in the given order within each group; at most `max`. An empty query offers everyone.
 */
export function matchMembers<M extends MemberName>(members: readonly M[], query: string, max = 8): M[] {
  const q = query.toLowerCase();
  const named = members.filter((m) => m.displayName.trim().length > 0);
  const first = named.filter((m) => m.displayName.toLowerCase().startsWith(q));
  const later = named.filter(
    (m) =>
      !first.includes(m) &&
      m.displayName
        .toLowerCase()
        .split(/\s+/)
        .some((word) => word.startsWith(q)),
  );
  return [...first, ...later].slice(0, max);
}

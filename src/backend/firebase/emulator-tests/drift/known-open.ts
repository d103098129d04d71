/**
 * Disagreements between firestore.rules and the zod schemas the rules language cannot close, each with its reason
 * (issue 28 item 5). The drift test lists every one it meets on each run and fails on any other. All but the last
 * are the safe direction — the rules refuse a write the app would accept, and the person is told ("Not saved: …");
 * nothing written can vanish from a reader.
 */
export interface KnownDisagreement {
  /** Matches the disagreement's label (`<document> <field>: <fault>`). */
  label: RegExp;
  /** Only when the case's document matches too (e.g. it holds a character beyond U+FFFF). */
  document?: RegExp;
  why: string;
}

/**
 * What the rules and zod count differently: a character beyond U+FFFF (two UTF-16 units), or a combining mark (one
 * character of the app's, a grapheme cluster, made of several code points: `e` + U+0301).
 */
const COUNTED_APART = /[\u{10000}-\u{10FFFF}]|\p{M}/u;

export const KNOWN_DISAGREEMENTS: readonly KnownDisagreement[] = [
  {
    label: /: 512 characters 👍🏽 \(its limit\): valid per schema, refused by the rules/,
    why: 'the app counts grapheme clusters (chars.ts); rules cannot, and hold text to 512 code points',
  },
  {
    label:
      /(description|comment text): 16384 characters 😀 \(its limit\): valid per schema, refused by the rules/,
    why: 'a count of 16,384 code points needs a repetition RE2 refuses (over 1,000): long text is held to 16,384 units',
  },
  {
    label: /^board (labels: 1000 elements|customFields: 50 keys) \(its limit\): valid per schema, refused/,
    why: 'rules check each new label or field whole, a few per write (the 1,000-expression budget): the app adds one at a time',
  },
  {
    label: /^card (labelIds|blockedBy)\[\]: 128 characters 😀 \(its limit\): valid per schema, refused/,
    why: 'label and card ids are checked joined into one string (no loops in rules), in UTF-16 units; the app makes ASCII ids',
  },
  {
    label: /^\w[\w ]* valid #\d+: valid per schema, refused by the rules/,
    document: COUNTED_APART,
    why:
      'a random document with characters beyond U+FFFF or combining marks in the fields above (seed 843883: a ' +
      'title of 512 `e` + U+0301, 1,024 code points); one of plain-plane text must pass',
  },
  {
    label: /: a link the URL parser refuses: accepted by the rules$/,
    why:
      'rules cannot parse a URL (URL.canParse): such a link matches the shared pattern (web-url.ts) and is then ' +
      'refused by the reader — the one known way a written document can still be unreadable; the board says so ' +
      '(UnreadableNotice) rather than hide it',
  },
];

/** The known disagreement `label` (with its document excerpt) is, if any. */
export function knownDisagreement(label: string, document: string): KnownDisagreement | undefined {
  return KNOWN_DISAGREEMENTS.find((k) => k.label.test(label) && (!k.document || k.document.test(document)));
}

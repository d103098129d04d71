/**
 * What a Trello import left out or changed, grouped so the report reads as a few lines ("3 uploaded attachments:
 * their files are not in a Trello export; kept as links") rather than one line per item.
 */

/** One line of the import report: what was left out or changed, and why. */
export interface SkippedNote {
  what: string;
  why: string;
}

/** Every kind of thing the importer counts instead of importing as is; `one`/`many` name it, `why` explains. */
const KINDS = {
  duplicateList: [
    'list with an id used before',
    'lists with an id used before',
    'not imported; the first list with that id was kept',
  ],
  duplicateCard: [
    'card with an id used before',
    'cards with an id used before',
    'not imported; the first card with that id was kept',
  ],
  duplicateChecklist: [
    'checklist with an id used before',
    'checklists with an id used before',
    'not imported; the first checklist with that id was kept',
  ],
  duplicateLabel: [
    'label with an id used before',
    'labels with an id used before',
    'not imported; the first label with that id was kept',
  ],
  orphanCard: [
    'card whose list is not in the file',
    'cards whose list is not in the file',
    'not imported: every card needs a list',
  ],
  orphanChecklist: [
    'checklist whose card was not imported',
    'checklists whose card was not imported',
    'the card is not in the file or was left out',
  ],
  orphanComment: [
    'comment whose card was not imported',
    'comments whose card was not imported',
    'the card is not in the file or was left out',
  ],
  emptyComment: ['empty comment', 'empty comments', 'not imported: a comment needs text'],
  uploadedAttachment: [
    'uploaded attachment',
    'uploaded attachments',
    'their files are not in a Trello export; kept as links',
  ],
  badLink: [
    'attachment without a web link',
    'attachments without a web link',
    'not imported: Lanes keeps only http and https links',
  ],
  unknownLabel: [
    'label on a card that is not in the file',
    'labels on cards that are not in the file',
    'left off the card',
  ],
  unknownMember: [
    "card member who is not in the board's member list",
    "card members who are not in the board's member list",
    'left off the card',
  ],
  badDate: [
    'date that could not be read',
    'dates that could not be read',
    'left empty (or set to the import time where a date is needed)',
  ],
  longLabelName: [
    'label name over 100 characters',
    'label names over 100 characters',
    "shortened to 100 characters (Lanes' limit)",
  ],
  longPersonName: [
    "person's name over 100 characters",
    "people's names over 100 characters",
    "shortened to 100 characters (Lanes' limit)",
  ],
  longAttachmentName: [
    'attachment name over 512 characters',
    'attachment names over 512 characters',
    "shortened to 512 characters (Lanes' limit)",
  ],
  customField: [
    'custom field not imported',
    'custom fields not imported',
    "over 50 per board (Trello's limit), repeated, or of a kind Lanes does not have",
  ],
  customFieldValue: [
    'custom field value on a card',
    'custom field values on cards',
    'not imported: its field or option is not in the file, or the value could not be read',
  ],
  longFieldName: [
    'custom field or option name over 100 characters',
    'custom field or option names over 100 characters',
    "shortened to 100 characters (Lanes' limit)",
  ],
  longFieldText: [
    'custom field text over one line or 1,000 characters',
    'custom field texts over one line or 1,000 characters',
    "line breaks made spaces, shortened to 1,000 characters (Lanes' limit)",
  ],
  powerUpData: ['piece of power-up data', 'pieces of power-up data', 'Lanes has no power-ups; not imported'],
  sticker: ['sticker', 'stickers', 'Lanes has no stickers; not imported'],
} as const satisfies Record<string, readonly [string, string, string]>;

/** A kind of skipped thing (a key of the table above). */
export type SkipKind = keyof typeof KINDS;

/** Counts skipped things by kind, in the order first seen, and renders them as report lines. */
export class Skips {
  private readonly counts = new Map<SkipKind, number>();
  private readonly notes: SkippedNote[] = [];

  /** Counts `n` more things of `kind` (nothing when `n` is 0). */
  add(kind: SkipKind, n = 1): void {
    if (n > 0) this.counts.set(kind, (this.counts.get(kind) ?? 0) + n);
  }

  /** Adds a line that is not a count, such as the 1,000-actions cap. */
  note(what: string, why: string): void {
    this.notes.push({ what, why });
  }

  /** The report lines: counted kinds first, then notes; [] when nothing was skipped. */
  list(): SkippedNote[] {
    const counted = [...this.counts].map(([kind, n]) => {
      const [one, many, why] = KINDS[kind];
      return { what: `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`, why };
    });
    return [...counted, ...this.notes];
  }
}

/**
 * What an import left out or changed, counted by kind so the report reads as a few lines ("3 uploaded attachments:
 * their files are not in a Trello export; kept as links") rather than one line per item. The words live in the
 * `importer` message catalogue (`skip.<kind>`, English and German), rendered alike by the app and
 * `npm run import:check` (src/features/import/import-text.ts).
 */

/** Every kind of thing an importer counts instead of importing as is. */
export const SKIP_KINDS = [
  'nullEntry',
  'duplicateList',
  'duplicateCard',
  'duplicateChecklist',
  'duplicateLabel',
  'duplicateComment',
  'orphanCard',
  'orphanChecklist',
  'orphanComment',
  'emptyComment',
  'uploadedAttachment',
  'badLink',
  'longLink',
  'unknownLabel',
  'unknownMember',
  'unknownColor',
  'badDate',
  'badWipLimit',
  'longCardTitle',
  'longTitle',
  'longLabelName',
  'longPersonName',
  'longAttachmentName',
  'imageCover',
  'photoBackground',
  'customField',
  'customFieldValue',
  'longFieldName',
  'longFieldText',
  'powerUpData',
  'sticker',
  'actionsCap',
  'lanesUploads',
  'lanesAssignees',
  'lanesFieldValues',
] as const;

/** A kind of skipped thing. */
export type SkipKind = (typeof SKIP_KINDS)[number];

/**
 * One line of the import report: `count` things of `kind`; `detail` adds what the kind needs to be worded (the
 * array name of a `nullEntry`). In the order first seen.
 */
export interface SkippedNote {
  kind: SkipKind;
  count: number;
  detail?: string;
}

/** Counts skipped things by kind (and detail), in the order first seen. */
export class Skips {
  private readonly counts = new Map<string, SkippedNote>();

  /** Counts `n` more things of `kind` (nothing when `n` is 0). */
  add(kind: SkipKind, n = 1, detail?: string): void {
    if (n <= 0) return;
    const key = detail === undefined ? kind : `${kind}:${detail}`;
    const note = this.counts.get(key);
    if (note) note.count += n;
    else this.counts.set(key, detail === undefined ? { kind, count: n } : { kind, count: n, detail });
  }

  /** The report lines; [] when nothing was skipped. */
  list(): SkippedNote[] {
    return [...this.counts.values()].map((note) => ({ ...note }));
  }
}

/**
 * "Copy board" (issue 27 item 5) as a Lanes board file: the board read for the copy is written as its own export
 * (to-lanes-json.ts), trimmed here to what the person chose to keep, and imported as a new board the way any Lanes
 * file is (from-lanes-json.ts: new ids, the same checks, a report of what did not come across). Pure.
 */
import type { LanesExport } from './lanes-format';

/** What a copy keeps beside the board's title, description, background and open lists. */
export interface CopyChoices {
  /** The open cards (off: the lists alone, empty). */
  cards: boolean;
  /** The cards' checklists. */
  checklists: boolean;
  /** The board's labels and the cards' labels. */
  labels: boolean;
  /** The board's custom fields and the cards' values. */
  customFields: boolean;
  /** The cards' comments (each keeps its author's name and time). */
  comments: boolean;
  /** The cards' link attachments (uploaded files are not in a board file: the report says how many stayed). */
  attachments: boolean;
}

/** What the copy dialog starts with: everything. */
export const COPY_EVERYTHING: CopyChoices = {
  cards: true,
  checklists: true,
  labels: true,
  customFields: true,
  comments: true,
  attachments: true,
};

/** Whether a copy with `choices` needs each card's comments and attachments read (one read per card that has any). */
export function needsCardDetails(choices: CopyChoices): boolean {
  return choices.cards && (choices.comments || choices.attachments);
}

/**
 * `file` with only what `choices` keeps, titled `title` (the caller checks it as a board title). Cards without
 * `cards` take their comments and attachments with them; a cover that was an attachment left out is dropped.
 */
export function trimForCopy(file: LanesExport, choices: CopyChoices, title: string): LanesExport {
  const keepAttachments = choices.cards && choices.attachments;
  const cards = choices.cards
    ? file.cards.map((card) => ({
        ...card,
        labelIds: choices.labels ? card.labelIds : [],
        checklists: choices.checklists ? card.checklists : [],
        fields: choices.customFields ? card.fields : {},
        coverAttachmentId: keepAttachments ? card.coverAttachmentId : null,
      }))
    : [];
  return {
    ...file,
    board: {
      ...file.board,
      title,
      labels: choices.labels ? file.board.labels : [],
      customFields: choices.customFields ? file.board.customFields : [],
    },
    cards,
    comments: choices.cards && choices.comments ? file.comments : [],
    attachments: keepAttachments ? file.attachments : [],
  };
}

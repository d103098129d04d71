/**
 * Every limit Lanes enforces, each with its source (ARCHITECTURE.md §6). Schemas, adapters, security rules and the
 * Trello importer all read these numbers from here.
 */

/** Firebase Authentication: passwords of 6 to 4,096 characters. */
export const PASSWORD_MIN = 6;
/** Firebase Authentication: passwords of 6 to 4,096 characters. */
export const PASSWORD_MAX = 4096;
/** Lanes: board, list and card titles, 1 to 512 characters (as a person counts them: chars.ts). */
export const TITLE_MAX = 512;
/** Trello's limits: card description and comment, up to 16,384 characters (as a person counts them: chars.ts). */
export const TEXT_MAX = 16_384;
/** Trello export `limits.cards.openPerBoard`: 5,000 open cards per board. */
export const OPEN_CARDS_PER_BOARD = 5_000;
/** Trello export `limits.cards.openPerList`: 5,000 open cards per list. */
export const OPEN_CARDS_PER_LIST = 5_000;
/** Trello export `limits.lists.openPerBoard`: 500 open lists per board. */
export const OPEN_LISTS_PER_BOARD = 500;
/** Trello export `limits.checkItems.perChecklist`: 200 check items per checklist. */
export const CHECK_ITEMS_PER_CHECKLIST = 200;
/**
 * Lanes: 20 checklists per card. Trello allows 500 (`limits.checklists.perCard`), but firestore.rules must check
 * each checklist's CHECK_ITEMS_PER_CHECKLIST with a term of its own (rules have no loops) within the 1,000
 * expressions one rule may evaluate: a card of 40 checklists ran out on the emulator, 30 passed.
 */
export const CHECKLISTS_PER_CARD = 20;
/** Trello export `limits.labels.perBoard`: 1,000 labels per board. */
export const LABELS_PER_BOARD = 1_000;
/** Lanes: label names up to 100 characters. */
export const LABEL_NAME_MAX = 100;
/** Lanes: 10 MB attachments by default; Remote Config `max_attachment_mb` overrides it. */
export const ATTACHMENT_MB_DEFAULT = 10;
/** Lanes: a Trello import file of at most 100 MB (bytes). */
export const IMPORT_FILE_MAX_BYTES = 100 * 1024 * 1024;
/** Firestore quotas: a document is at most 1 MiB (bytes). */
export const FIRESTORE_DOCUMENT_MAX_BYTES = 1024 * 1024;
/** Firestore: a Timestamp lies between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z (epoch ms). */
export const TIME_MIN_MS = -62_135_596_800_000;
/** Firestore: a Timestamp lies between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59.999Z (epoch ms). */
export const TIME_MAX_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
/** firestore.rules: a link attachment's URL is 1 to 2,048 characters. */
export const LINK_URL_MAX = 2048;
/** firestore.rules: a list's work-in-progress limit is 1 to 5,000 cards (a list holds at most 5,000 open cards). */
export const WIP_LIMIT_MAX = 5_000;
/** Lanes: display names up to 100 characters. */
export const DISPLAY_NAME_MAX = 100;
/** RFC 5321: an e-mail address is at most 254 characters. */
export const EMAIL_MAX = 254;
/**
 * Lanes: the most storage.rules accept for one attachment, in bytes (100 MB, decimal). Rules cannot read Remote
 * Config, so they hold this ceiling; `max_attachment_mb` picks the real limit below it. Raising the flag past 100
 * needs a rules change too.
 */
export const ATTACHMENT_BYTES_CEILING = 100_000_000;
/** Lanes: an avatar is at most 1 MB (bytes) in Storage; the browser shrinks it to AVATAR_SIZE_PX first. */
export const AVATAR_MAX_BYTES = 1_000_000;
/** Lanes: avatars are square, this many pixels a side (sharp at 2× on the largest 128 px badge). */
export const AVATAR_SIZE_PX = 256;
/** Trello export `limits.customFields.perBoard` (`disableAt: 50`): 50 custom fields per board. */
export const CUSTOM_FIELDS_PER_BOARD = 50;
/**
 * Lanes (issue 18): a dropdown custom field has at most 100 options. Trello's export says
 * `limits.customFieldOptions.perField` 50, so every Trello field fits.
 */
export const CUSTOM_FIELD_OPTIONS_MAX = 100;
/** Lanes: custom field and dropdown option names up to 100 characters, as label names. */
export const CUSTOM_FIELD_NAME_MAX = 100;
/**
 * Lanes: a text custom field holds one line of up to 1,000 characters. 1,000 is also the largest count a Firestore
 * rules regular expression can bound (RE2's repetition limit), which is how firestore.rules checks every value.
 */
export const CUSTOM_FIELD_TEXT_MAX = 1_000;
/**
 * Lanes (issue 26 item 2): a card is blocked by at most 50 cards of its board. Few real cards wait on more; the bound
 * keeps a card document and its rules check small.
 */
export const BLOCKERS_PER_CARD = 50;

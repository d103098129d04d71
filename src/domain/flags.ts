/**
 * Feature flags and remotely tunable limits (ARCHITECTURE.md §3 `flags`): their names, types and defaults, and a
 * pure parser from the strings Remote Config (or a developer override) delivers to typed values. The defaults must
 * equal the committed `remoteconfig.template.json` (checked by flags.test.ts), so a Remote Config console without
 * a value and an app without a network agree.
 */
import { ATTACHMENT_MB_DEFAULT, OPEN_CARDS_PER_BOARD } from './limits';

/** The typed values the app reads. */
export interface Flags {
  /** Largest attachment a user may upload, in MB (10⁶ bytes). Default 10 (limits.ts). */
  max_attachment_mb: number;
  /** Whether "Import from Trello…" is offered. */
  trello_import_enabled: boolean;
  /** Text shown on every page when not empty (planned maintenance, incidents). */
  maintenance_banner: string;
  /** Open cards on one board above which the board shows a gentle warning. */
  board_card_soft_limit: number;
}

/** A flag's name: also its Remote Config parameter key. */
export type FlagName = keyof Flags;

/** Remote Config's `valueType` of a parameter in the template. */
export type FlagValueType = 'STRING' | 'NUMBER' | 'BOOLEAN';

/**
 * The card soft limit: 90 % of the 5,000 open cards a board may hold (Trello's `limits.cards.openPerBoard`, which
 * createCard enforces). A warning at the hard limit itself would come too late to act on — the next card already
 * fails — so it shows while 500 cards of room remain, enough to archive or split a board calmly.
 */
export const BOARD_CARD_SOFT_LIMIT_DEFAULT = Math.round(OPEN_CARDS_PER_BOARD * 0.9);

/** The definition of each flag: its Remote Config type, default and description (as in the template). */
export const FLAG_DEFINITIONS: {
  readonly [K in FlagName]: { valueType: FlagValueType; defaultValue: Flags[K]; description: string };
} = {
  max_attachment_mb: {
    valueType: 'NUMBER',
    defaultValue: ATTACHMENT_MB_DEFAULT,
    description: 'Largest attachment a user may upload, in MB. Storage rules enforce their own ceiling.',
  },
  trello_import_enabled: {
    valueType: 'BOOLEAN',
    defaultValue: true,
    description: 'Offer "Import from Trello…" on the boards page.',
  },
  maintenance_banner: {
    valueType: 'STRING',
    defaultValue: '',
    description: 'Text shown at the top of every page when not empty.',
  },
  board_card_soft_limit: {
    valueType: 'NUMBER',
    defaultValue: BOARD_CARD_SOFT_LIMIT_DEFAULT,
    description: 'Open cards on a board above which it shows a warning (hard limit: 5000).',
  },
};

/** Every flag name, in the template's order. */
export const FLAG_NAMES = Object.keys(FLAG_DEFINITIONS) as FlagName[];

/** The defaults, typed. */
export const FLAG_DEFAULTS: Flags = {
  max_attachment_mb: FLAG_DEFINITIONS.max_attachment_mb.defaultValue,
  trello_import_enabled: FLAG_DEFINITIONS.trello_import_enabled.defaultValue,
  maintenance_banner: FLAG_DEFINITIONS.maintenance_banner.defaultValue,
  board_card_soft_limit: FLAG_DEFINITIONS.board_card_soft_limit.defaultValue,
};

/** A delivered value the parser refused; the flag then keeps its default. */
export interface FlagProblem {
  flag: FlagName;
  /** The string as delivered. */
  value: string;
  /** Why it was refused, in English. */
  reason: string;
}

/** Flag values as strings, the way Remote Config stores and delivers them. Absent names take their default. */
export type RawFlags = Partial<Record<string, string>>;

// Remote Config's own reading of booleans (its `Value.asBoolean`): these strings are true, anything else false.
// We accept its false words too and report everything else, so a typo is not silently "false".
const TRUE_WORDS = ['1', 'true', 't', 'yes', 'y', 'on'];
const FALSE_WORDS = ['0', 'false', 'f', 'no', 'n', 'off', ''];

type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

function parseNumber(flag: 'max_attachment_mb' | 'board_card_soft_limit', text: string): Parsed<number> {
  const trimmed = text.trim();
  const value = trimmed === '' ? NaN : Number(trimmed);
  if (!Number.isFinite(value)) return { ok: false, reason: 'not a number' };
  if (value <= 0) return { ok: false, reason: 'must be greater than 0' };
  if (flag === 'board_card_soft_limit' && !Number.isInteger(value))
    return { ok: false, reason: 'must be a whole number of cards' };
  return { ok: true, value };
}

function parseBoolean(text: string): Parsed<boolean> {
  const word = text.trim().toLowerCase();
  if (TRUE_WORDS.includes(word)) return { ok: true, value: true };
  if (FALSE_WORDS.includes(word)) return { ok: true, value: false };
  return { ok: false, reason: 'not a boolean (true or false)' };
}

/**
 * Typed flags from delivered strings. Each flag absent from `raw` takes its default silently; each present but
 * unusable (a non-number for a NUMBER flag, 0 or less, a fractional card limit, a word that is not a boolean)
 * takes its default and is listed in `problems`. Names Lanes does not know are ignored. Never throws.
 */
export function parseFlags(raw: RawFlags): { flags: Flags; problems: FlagProblem[] } {
  const flags: Flags = { ...FLAG_DEFAULTS };
  const problems: FlagProblem[] = [];
  const refuse = (flag: FlagName, value: string, reason: string) => problems.push({ flag, value, reason });

  const attachment = raw.max_attachment_mb;
  if (attachment !== undefined) {
    const parsed = parseNumber('max_attachment_mb', attachment);
    if (parsed.ok) flags.max_attachment_mb = parsed.value;
    else refuse('max_attachment_mb', attachment, parsed.reason);
  }
  const soft = raw.board_card_soft_limit;
  if (soft !== undefined) {
    const parsed = parseNumber('board_card_soft_limit', soft);
    if (parsed.ok) flags.board_card_soft_limit = parsed.value;
    else refuse('board_card_soft_limit', soft, parsed.reason);
  }
  const trello = raw.trello_import_enabled;
  if (trello !== undefined) {
    const parsed = parseBoolean(trello);
    if (parsed.ok) flags.trello_import_enabled = parsed.value;
    else refuse('trello_import_enabled', trello, parsed.reason);
  }
  const banner = raw.maintenance_banner;
  if (banner !== undefined) flags.maintenance_banner = banner.trim();
  return { flags, problems };
}

/** The defaults as Remote Config strings (for `remoteConfig.defaultConfig`, and the template check). */
export function defaultStrings(): Record<FlagName, string> {
  const out = {} as Record<FlagName, string>;
  for (const name of FLAG_NAMES) out[name] = String(FLAG_DEFAULTS[name]);
  return out;
}

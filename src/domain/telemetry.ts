/**
 * What Lanes measures (ARCHITECTURE.md §3 `telemetry`) and the limits Google Analytics and Firebase Performance
 * Monitoring put on names and values, enforced before anything reaches a sink: a bad name or value is dropped or
 * shortened and reported, never thrown (telemetry must not break a user's action).
 */

/**
 * Analytics events. `sign_up`, `login` and `share` are Google Analytics' recommended events (with their `method`
 * and `content_type` parameters); the others are Lanes' own.
 */
export const EVENT_NAMES = [
  'sign_up',
  'login',
  'share',
  'board_create',
  'card_create',
  'card_move',
  'trello_import',
  // A board copied from the board menu (features/export/CopyBoardDialog.tsx): an import of the board's own file.
  'board_copy',
  // Documents of a board that did not match Lanes' schemas (features/board/UnreadableNotice.tsx).
  'unreadable_docs',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

/** Performance Monitoring custom traces. */
export const TRACE_NAMES = ['board_open', 'card_move_commit', 'trello_import', 'board_copy'] as const;
export type TraceName = (typeof TRACE_NAMES)[number];

/** Event parameters: strings or numbers (Analytics also takes those two types). */
export type EventParams = Readonly<Record<string, string | number>>;

/**
 * Google Analytics collection limits ("Event collection limits", support.google.com/analytics/answer/9267744,
 * and "Event naming rules", answer/13316687): event and parameter names up to 40 characters, starting with a
 * letter, letters/digits/underscores only, not starting with `firebase_`, `google_`, `ga_`; string values up to
 * 100 characters; at most 25 parameters per event. Analytics drops what exceeds them silently.
 */
export const ANALYTICS_LIMITS = { nameLength: 40, valueLength: 100, paramsPerEvent: 25 } as const;

/**
 * Firebase Performance Monitoring limits: attribute names up to 40 characters matching `^[a-zA-Z]\w*$` and not
 * starting with `firebase_`, `google_` or `ga_`; values 1 to 100 characters (@firebase/performance 0.7,
 * `MAX_ATTRIBUTE_NAME_LENGTH`, `MAX_ATTRIBUTE_VALUE_LENGTH`, `RESERVED_ATTRIBUTE_PREFIXES`); at most 5 custom
 * attributes per trace (firebase.google.com/docs/perf-mon/attributes); metric names 1 to 100 characters not
 * starting with `_` (`MAX_METRIC_NAME_LENGTH`, `RESERVED_AUTO_PREFIX`); metric values are integers (the SDK
 * floors them). The SDK throws on a bad attribute; we check first.
 */
export const PERFORMANCE_LIMITS = {
  attributeNameLength: 40,
  attributeValueLength: 100,
  attributesPerTrace: 5,
  metricNameLength: 100,
} as const;

/** Prefixes both products reserve for their own names. */
export const RESERVED_PREFIXES = ['firebase_', 'google_', 'ga_'] as const;

const NAME_FORMAT = /^[a-zA-Z]\w*$/;

/** Why a name is unusable for an Analytics parameter or a Performance attribute (null: it is fine). */
export function nameProblem(name: string, maxLength: number): string | null {
  if (name.length === 0 || name.length > maxLength) return `name must be 1 to ${maxLength} characters`;
  if (!NAME_FORMAT.test(name)) return 'name must start with a letter and use letters, digits and _ only';
  if (RESERVED_PREFIXES.some((p) => name.startsWith(p))) return 'name uses a reserved prefix';
  return null;
}

/** The outcome of a check: what is kept, and what was wrong (empty when nothing was). */
export interface Checked<T> {
  value: T;
  problems: string[];
}

/**
 * Event parameters within Analytics' limits: parameters with a bad name are dropped, string values cut to 100
 * characters, non-finite numbers dropped, parameters past the 25th dropped. Each change is listed in `problems`.
 */
export function checkEventParams(params: EventParams): Checked<Record<string, string | number>> {
  const value: Record<string, string | number> = {};
  const problems: string[] = [];
  for (const [name, raw] of Object.entries(params)) {
    const bad = nameProblem(name, ANALYTICS_LIMITS.nameLength);
    if (bad) problems.push(`parameter "${name}" dropped: ${bad}`);
    else if (Object.keys(value).length >= ANALYTICS_LIMITS.paramsPerEvent)
      problems.push(`parameter "${name}" dropped: more than ${ANALYTICS_LIMITS.paramsPerEvent} parameters`);
    else if (typeof raw === 'number' && !Number.isFinite(raw))
      problems.push(`parameter "${name}" dropped: not a finite number`);
    else if (typeof raw === 'string' && raw.length > ANALYTICS_LIMITS.valueLength) {
      value[name] = raw.slice(0, ANALYTICS_LIMITS.valueLength);
      problems.push(`parameter "${name}" cut to ${ANALYTICS_LIMITS.valueLength} characters`);
    } else value[name] = raw;
  }
  return { value, problems };
}

/**
 * Adds attribute `name` = `value` to a trace's `attributes` within Performance Monitoring's limits, returning the
 * new set: a bad name or an empty value is refused, a long value cut to 100 characters, a 6th distinct name
 * refused (replacing an existing name's value is always allowed).
 */
export function withAttribute(
  attributes: Readonly<Record<string, string>>,
  name: string,
  value: string,
): Checked<Record<string, string>> {
  const bad = nameProblem(name, PERFORMANCE_LIMITS.attributeNameLength);
  if (bad) return { value: { ...attributes }, problems: [`attribute "${name}" refused: ${bad}`] };
  if (value.length === 0)
    return { value: { ...attributes }, problems: [`attribute "${name}" refused: empty value`] };
  const isNew = !Object.hasOwn(attributes, name);
  if (isNew && Object.keys(attributes).length >= PERFORMANCE_LIMITS.attributesPerTrace)
    return {
      value: { ...attributes },
      problems: [`attribute "${name}" refused: at most ${PERFORMANCE_LIMITS.attributesPerTrace} per trace`],
    };
  const cut = value.length > PERFORMANCE_LIMITS.attributeValueLength;
  return {
    value: { ...attributes, [name]: cut ? value.slice(0, PERFORMANCE_LIMITS.attributeValueLength) : value },
    problems: cut ? [`attribute "${name}" cut to ${PERFORMANCE_LIMITS.attributeValueLength} characters`] : [],
  };
}

/**
 * A metric's name and value within Performance Monitoring's limits: the name 1 to 100 characters not starting
 * with `_`, the value a finite number floored to an integer. Returns null (with the reason) when refused.
 */
export function checkMetric(name: string, value: number): Checked<number | null> {
  if (name.length === 0 || name.length > PERFORMANCE_LIMITS.metricNameLength || name.startsWith('_'))
    return {
      value: null,
      problems: [`metric "${name}" refused: name must be 1 to 100 characters, no leading _`],
    };
  if (!Number.isFinite(value))
    return { value: null, problems: [`metric "${name}" refused: not a finite number`] };
  return { value: Math.floor(value), problems: [] };
}

/**
 * A board filter in the URL: `?q=paint&label=<labelId>&label=none&member=me&member=name:Ana&due=overdue&done=false`,
 * `blocked=true` for the cards waiting on one not done,
 * and custom field criteria as `cf=<fieldId>.<op>.<value>` (field-filter.ts).
 * Each list criterion may repeat; unknown values are dropped on reading, so a hand-edited URL never breaks the page.
 */
import { DUE_FILTERS, EMPTY_FILTER, type CardFilter, type DueFilter } from './card-filter';
import { criterionParam, parseCriterion, type FieldCriterion } from './field-filter';

/** The query parameters a filter owns; any other parameter of the URL is left as it is. */
export const FILTER_PARAMS = ['q', 'label', 'member', 'due', 'done', 'blocked', 'cf'] as const;

const isDue = (value: string): value is DueFilter => (DUE_FILTERS as readonly string[]).includes(value);

function unique(values: readonly string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter(Boolean))];
}

/** Reads a filter from query parameters; missing ones mean "any". */
export function readFilterParams(params: URLSearchParams): CardFilter {
  const done = params.get('done');
  return {
    q: params.get('q') ?? '',
    labels: unique(params.getAll('label')),
    members: unique(params.getAll('member')),
    due: unique(params.getAll('due')).filter(isDue),
    done: done === 'true' ? true : done === 'false' ? false : null,
    ...(params.get('blocked') === 'true' ? { blocked: true } : {}),
    fields: unique(params.getAll('cf'))
      .map(parseCriterion)
      .filter((c): c is FieldCriterion => c !== null),
  };
}

/** A copy of `params` with the filter's parameters replaced by `filter` (empty criteria leave no parameter). */
export function writeFilterParams(params: URLSearchParams, filter: CardFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of FILTER_PARAMS) next.delete(name);
  if (filter.q.trim()) next.set('q', filter.q);
  for (const label of unique(filter.labels)) next.append('label', label);
  for (const member of unique(filter.members)) next.append('member', member);
  for (const due of unique(filter.due)) next.append('due', due);
  if (filter.done !== null) next.set('done', String(filter.done));
  if (filter.blocked) next.set('blocked', 'true');
  for (const param of unique((filter.fields ?? []).map(criterionParam))) next.append('cf', param);
  return next;
}

/** `params` without any filter parameter. */
export function clearFilterParams(params: URLSearchParams): URLSearchParams {
  return writeFilterParams(params, EMPTY_FILTER);
}

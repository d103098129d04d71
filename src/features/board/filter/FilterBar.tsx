/**
 * The filter bar under the board header: a search box (`/` focuses it), label, member, due and done choices, and
 * the count of matching cards. Escape anywhere in the bar clears the whole filter. On a narrow screen the choices
 * wait behind a "Filters" button (which counts those in use), so the board keeps the screen.
 */
import { memo, useEffect, useId, useState, type ReactNode, type RefObject } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { MEMBER_ME, NO_LABEL, NO_MEMBER, type DueFilter } from '../../../domain/filter/card-filter';
import type { Label } from '../../../domain/model';
import { colorOf, labelText } from '../../../ui/colors';
import { FilterChoice, type ChoiceOption } from './FilterChoice';
import { FieldFilters } from './FieldFilters';
import type { CustomFields } from '../../../domain/custom-fields/schema';
import type { CardFilterState } from './use-card-filter';
import './filter.css';

/** How long typing pauses before the URL (and so the board) follows the search box (ms). */
export const SEARCH_DEBOUNCE_MS = 200;

const DUE_OPTIONS = [
  { value: 'overdue', label: 'filter.overdue' },
  { value: 'week', label: 'filter.dueWeek' },
  { value: 'none', label: 'filter.noDue' },
] as const satisfies readonly { value: DueFilter; label: string }[];

export interface FilterBarProps {
  state: CardFilterState;
  labels: readonly Label[];
  searchRef: RefObject<HTMLInputElement | null>;
  /** The board's custom fields, filterable from a "Fields" panel; absent or empty: no panel. */
  fields?: CustomFields;
  /** After the choices, behind "Filters" on a phone as they are (the board's swimlanes choice). Keep it stable. */
  extra?: ReactNode;
}

function FilterBarView({ state, labels, searchRef, fields, extra }: FilterBarProps) {
  const { filter, setFilter, clear, active, matched, total, comments, people } = state;
  const { t } = useTranslation('board');
  // The box keeps its own text so typing stays smooth; the URL follows after a pause, and the box follows the
  // URL when it changes from outside (back button, Clear).
  const [text, setText] = useState(filter.q);
  // `seen`: the URL's query at the last render; `written`: the last query this box sent to the URL. The URL updates
  // a moment after a write, so only a change that is not our own write replaces what is in the box.
  const [seen, setSeen] = useState(filter.q);
  const [written, setWritten] = useState(filter.q);
  if (filter.q !== seen) {
    setSeen(filter.q);
    if (filter.q !== written) {
      setWritten(filter.q);
      setText(filter.q);
    }
  }
  useEffect(() => {
    if (text === written) return;
    const timer = setTimeout(() => {
      setWritten(text);
      setFilter({ ...filter, q: text });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, written, filter, setFilter]);

  const [choicesOpen, setChoicesOpen] = useState(false);
  const choicesId = useId();
  const inUse =
    filter.labels.length +
    filter.members.length +
    filter.due.length +
    (filter.done === null ? 0 : 1) +
    (filter.blocked ? 1 : 0) +
    (filter.fields?.length ?? 0);

  const clearAll = () => {
    setText('');
    setWritten('');
    clear();
  };

  const labelOptions = (): ChoiceOption[] => [
    { value: NO_LABEL, label: t('filter.noLabels') },
    ...labels.map((label) => ({
      value: label.id,
      label: labelText(label),
      mark: <span className="filter-swatch" style={{ background: colorOf(label.color) }} aria-hidden />,
    })),
  ];
  const memberOptions = (): ChoiceOption[] => [
    { value: MEMBER_ME, label: t('filter.me') },
    { value: NO_MEMBER, label: t('filter.noMembers') },
    ...people().map((person) => ({ value: person.value, label: person.name })),
  ];

  return (
    <section
      className="filter-bar"
      aria-label={t('filter.region')}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && (active || text)) {
          e.preventDefault();
          clearAll();
        }
      }}
    >
      <input
        ref={searchRef}
        type="search"
        className="filter-search"
        aria-label={t('filter.search')}
        aria-keyshortcuts="/"
        placeholder={t('filter.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button
        type="button"
        className={`filter-toggle${inUse > 0 ? ' on' : ''}`}
        aria-expanded={choicesOpen}
        aria-controls={choicesId}
        onClick={() => setChoicesOpen((open) => !open)}
      >
        {t('filter.choices')}
        {inUse > 0 && <span className="filter-in-use"> {t('filter.inUse', { count: inUse })}</span>}
      </button>
      <div id={choicesId} className={`filter-choices${choicesOpen ? ' open' : ''}`}>
        <FilterChoice
          label={t('filter.labels')}
          options={labelOptions}
          selected={filter.labels}
          onChange={(labels) => setFilter({ ...filter, labels })}
        />
        <FilterChoice
          label={t('filter.members')}
          options={memberOptions}
          selected={filter.members}
          onChange={(members) => setFilter({ ...filter, members })}
        />
        <FilterChoice
          label={t('filter.due')}
          options={() => DUE_OPTIONS.map((o) => ({ value: o.value, label: t(o.label) }))}
          selected={filter.due}
          onChange={(due) => setFilter({ ...filter, due: due as DueFilter[] })}
        />
        {fields && (
          <FieldFilters
            fields={fields}
            criteria={filter.fields ?? []}
            onChange={(criteria) => setFilter({ ...filter, fields: criteria })}
          />
        )}
        <select
          aria-label={t('filter.done')}
          className="filter-done"
          value={filter.done === null ? 'any' : String(filter.done)}
          onChange={(e) =>
            setFilter({ ...filter, done: e.target.value === 'any' ? null : e.target.value === 'true' })
          }
        >
          <option value="any">{t('filter.doneAny')}</option>
          <option value="true">{t('filter.doneYes')}</option>
          <option value="false">{t('filter.doneNo')}</option>
        </select>
        <button
          type="button"
          className="filter-blocked"
          aria-pressed={filter.blocked === true}
          onClick={() => setFilter({ ...filter, blocked: !filter.blocked })}
        >
          {t('filter.blocked')}
        </button>
        {extra}
      </div>
      <span className="filter-count" role="status">
        {active ? t('filter.matched', { matched, count: total }) : t('filter.cards', { count: total })}
        {comments.loading && t('filter.searchingComments')}
        {comments.unsearched > 0 && t('filter.unsearched', { count: comments.unsearched })}
      </span>
      {(active || text) && (
        <button type="button" onClick={clearAll}>
          {t('filter.clear')}
        </button>
      )}
    </section>
  );
}

/** The filter bar; re-renders only when the filter, its result or the labels change (not at every card move). */
export const FilterBar = memo(FilterBarView);

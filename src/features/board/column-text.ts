/**
 * The list columns' labels, translated once per language instead of once per column: a 50-list board spent about
 * 60 ms of its open in i18next's `t()` (and a `useTranslation` subscription per column). A label naming the list's
 * title is translated once with a placeholder and filled in per column; counts are kept per value. The language
 * changes only in Settings, where no board is mounted; the board page re-renders its columns with the new text.
 */
import i18next from 'i18next';

/** Stands for the list's title in a translated template (characters no translation contains). */
const SLOT = '\u2063\u2063title\u2063\u2063';

export interface ColumnText {
  /** "List {title}" (the column's region). */
  region: (title: string) => string;
  /** "Cards in {title}" (the column's body). */
  cards: (title: string) => string;
  expand: (title: string) => string;
  collapse: (title: string) => string;
  actions: (title: string) => string;
  /** The list title editor's label. */
  listTitle: string;
  collapseTitle: string;
  overLimit: string;
  /** The count's label: "7 cards", or "7 cards, limit 5" with a WIP limit. */
  count: (total: number, limit: number | null) => string;
  /** "3 of 7 cards shown". */
  shown: (shown: number, total: number) => string;
}

/** A per-title label from `translated`, the label translated with SLOT as the title. */
const filler = (translated: string) => {
  const parts = translated.split(SLOT);
  return (title: string) => parts.join(title);
};

/** Memoises `make` by its arguments' text. */
function cachedBy<A extends unknown[]>(make: (...args: A) => string): (...args: A) => string {
  const cache = new Map<string, string>();
  return (...args) => {
    const key = args.join('\u0001');
    let text = cache.get(key);
    if (text === undefined) cache.set(key, (text = make(...args)));
    return text;
  };
}

function build(): ColumnText {
  const t = i18next.getFixedT(null, 'board');
  return {
    region: filler(t('list.region', { title: SLOT })),
    cards: filler(t('list.cards', { title: SLOT })),
    expand: filler(t('list.expand', { title: SLOT })),
    collapse: filler(t('list.collapse', { title: SLOT })),
    actions: filler(t('list.actions', { title: SLOT })),
    listTitle: t('addList.title'),
    collapseTitle: t('list.collapseTitle'),
    overLimit: t('list.overLimit'),
    count: cachedBy((total: number, limit: number | null) =>
      limit === null ? t('list.count', { count: total }) : t('list.countLimit', { count: total, limit }),
    ),
    shown: cachedBy((shown: number, total: number) => t('list.shown', { shown, count: total })),
  };
}

let cached: { key: string; text: ColumnText } | null = null;

/** The columns' labels in `language` (the board page's current one). */
export function columnText(language: string): ColumnText {
  // The board namespace loads with the board page: a text built before it arrived would hold raw keys.
  const key = `${language}|${String(i18next.exists('board:list.region'))}`;
  if (cached?.key !== key) cached = { key, text: build() };
  return cached.text;
}

/**
 * The card dialog's dependencies (issue 26 item 2): the cards this one waits on ("Blocked by", each a link, marked
 * when done, removable with Undo), a search of the board's cards by title to add one (a cycle, a repeat or one past
 * the limit refused with the reason), and the cards that wait on this one ("Blocks", read-only), with a warning
 * when one of them starts before this card is due.
 */
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { blockedCards, blockerIds, blockerRefusal, isDone, startsBeforeDue } from '../../domain/dependencies';
import { BLOCKERS_PER_CARD } from '../../domain/limits';
import type { Card } from '../../domain/model';
import { useBoardPaths } from '../../ui/board-base';
import { Link } from '../../ui/routing';
import { useToast } from '../../ui/toast';

/** How many matches the search shows: enough to pick from, few enough to read. */
const MATCHES_SHOWN = 8;

export interface CardDependenciesProps {
  card: Card;
  /** The board's open cards by id: the blockers' titles, the search, and what this card blocks. */
  cardsById: ReadonlyMap<string, Card>;
  canEdit: boolean;
  /** Saves the card's blockers: `apply` gets those of the latest stored card and returns the new list. */
  onChange: (apply: (blockedBy: readonly string[]) => string[]) => void;
}

/** The dependencies section; `data-card-field="dependencies"` is where "Add to card" puts the focus. */
export function CardDependencies({ card, cardsById, canEdit, onChange }: CardDependenciesProps) {
  const { t } = useTranslation(['card', 'common']);
  const toast = useToast();
  const links = useBoardPaths();
  const [query, setQuery] = useState('');
  const [message, setMessage] = useState<{ text: string; refused: boolean } | null>(null);
  const inputId = useId();
  const resultsId = useId();

  const blockers = blockerIds(card).flatMap((id) => cardsById.get(id) ?? []);
  const blocks = blockedCards(card.id, cardsById);
  // A due date moved past the start of a card that waits on this one: said under "Blocks" (issue 26 item 2).
  const startsEarly = isDone(card) ? [] : startsBeforeDue(card, blocks);
  const needle = query.trim().toLocaleLowerCase();
  const matches =
    needle === ''
      ? []
      : [...cardsById.values()]
          .filter(
            (c) =>
              c.id !== card.id &&
              // Templates are patterns to copy, not work anything waits on.
              !c.isTemplate &&
              !card.blockedBy?.includes(c.id) &&
              c.title.toLocaleLowerCase().includes(needle),
          )
          .slice(0, MATCHES_SHOWN);

  const add = (blocker: Card) => {
    const refusal = blockerRefusal(card, blocker.id, cardsById);
    if (refusal) {
      setMessage({
        text: t(`dependencies.refused.${refusal}`, { title: blocker.title, max: BLOCKERS_PER_CARD }),
        refused: true,
      });
      return;
    }
    onChange((latest) => (latest.includes(blocker.id) ? [...latest] : [...latest, blocker.id]));
    setQuery('');
    setMessage({ text: t('dependencies.added', { title: blocker.title }), refused: false });
    document.getElementById(inputId)?.focus();
  };

  const remove = (blocker: Card) => {
    onChange((latest) => latest.filter((id) => id !== blocker.id));
    setMessage(null);
    toast({
      text: t('dependencies.removed', { title: blocker.title }),
      action: {
        label: t('common:undo'),
        run: () =>
          onChange((latest) => (latest.includes(blocker.id) ? [...latest] : [...latest, blocker.id])),
      },
    });
  };

  // Enter takes the first match; the down arrow goes into the matches, which are buttons in the tab order too.
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' && matches[0]) {
      e.preventDefault();
      add(matches[0]);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      document.getElementById(resultsId)?.querySelector<HTMLButtonElement>('button')?.focus();
    }
  };

  return (
    <section className="card-section card-dependencies" aria-label={t('dependencies.heading')}>
      <h3>{t('dependencies.heading')}</h3>
      {canEdit && (
        <div className="dependency-finder" data-card-field="dependencies">
          <label htmlFor={inputId}>{t('dependencies.find')}</label>
          <input
            id={inputId}
            type="search"
            autoComplete="off"
            placeholder={t('dependencies.findHint')}
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setMessage(null);
            }}
            onKeyDown={onKeyDown}
            aria-describedby={needle ? resultsId : undefined}
          />
          {needle !== '' && (
            <div id={resultsId}>
              {matches.length === 0 ? (
                <p className="hint">{t('dependencies.noMatch')}</p>
              ) : (
                <ul className="dependency-matches" aria-label={t('dependencies.matches')}>
                  {matches.map((match) => (
                    <li key={match.id}>
                      <button type="button" onClick={() => add(match)}>
                        {match.title}
                      </button>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      )}
      {message && (
        <p className={message.refused ? 'error-message' : 'hint'} role={message.refused ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      {blockers.length > 0 && (
        <>
          <h4>{t('dependencies.blockedBy')}</h4>
          <ul className="dependency-list" aria-label={t('dependencies.blockedBy')}>
            {blockers.map((blocker) => (
              <li key={blocker.id} className={isDone(blocker) ? 'done' : undefined}>
                <Link to={links.card(card.boardId, blocker.id)}>{blocker.title}</Link>
                {isDone(blocker) && <span className="hint"> ({t('dependencies.done')})</span>}
                {canEdit && (
                  <button
                    type="button"
                    className="dependency-remove"
                    aria-label={t('dependencies.remove', { title: blocker.title })}
                    title={t('dependencies.remove', { title: blocker.title })}
                    onClick={() => remove(blocker)}
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {blocks.length > 0 && (
        <>
          <h4>{t('dependencies.blocks')}</h4>
          <ul className="dependency-list" aria-label={t('dependencies.blocks')}>
            {blocks.map((blocked) => (
              <li key={blocked.id}>
                <Link to={links.card(card.boardId, blocked.id)}>{blocked.title}</Link>
              </li>
            ))}
          </ul>
          {startsEarly.length > 0 && (
            <p className="dependency-warning" role="note">
              {t('dependencies.startsEarly', {
                titles: startsEarly.map((c) => `“${c.title}”`).join(', '),
                count: startsEarly.length,
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}

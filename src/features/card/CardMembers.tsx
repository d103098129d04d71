/**
 * Who a card is assigned to: their avatars, "Join"/"Leave" for yourself, and a picker listing the board's
 * members (each a toggle button). Assignees who left the board stay listed until someone removes them.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Avatar } from '../../ui/Avatar';
import type { Assignable } from './use-card-members';

export interface CardMembersProps {
  /** The board's members, you first (use-card-members.ts). */
  people: readonly Assignable[];
  assigneeIds: readonly string[];
  /** Names from an imported board of people with no Lanes account (shown, not editable). */
  memberNames: readonly string[];
  meUid: string;
  canEdit: boolean;
  /** Saves the new assignees (uids, in the order they were added). */
  onChange: (assigneeIds: string[]) => void;
}

/** The members section of the card dialog. */
export function CardMembers(props: CardMembersProps) {
  const { people, assigneeIds, memberNames, meUid, canEdit, onChange } = props;
  const [picking, setPicking] = useState(false);
  const { t } = useTranslation('card');
  const nameOf = (uid: string) => people.find((p) => p.uid === uid)?.name ?? t('formerMember');
  const assigned = assigneeIds.includes(meUid);
  const toggle = (uid: string) =>
    onChange(assigneeIds.includes(uid) ? assigneeIds.filter((id) => id !== uid) : [...assigneeIds, uid]);

  return (
    <section className="card-section" aria-label={t('members.heading')}>
      <h3>{t('members.heading')}</h3>
      <div className="row">
        <ul className="card-members" aria-label={t('members.assigned')}>
          {assigneeIds.map((uid) => (
            <li key={uid}>
              <Avatar uid={uid} name={nameOf(uid)} />
            </li>
          ))}
          {memberNames.map((name) => (
            <li key={`name:${name}`}>
              <Avatar uid={name} name={name} note={t('members.fromTrello')} />
            </li>
          ))}
        </ul>
        {assigneeIds.length === 0 && memberNames.length === 0 && (
          <span className="hint">{t('members.nobody')}</span>
        )}
        {canEdit && (
          <>
            <button type="button" onClick={() => toggle(meUid)}>
              {assigned ? t('members.leave') : t('members.join')}
            </button>
            <button type="button" aria-expanded={picking} onClick={() => setPicking((was) => !was)}>
              {t('members.assign')}
            </button>
          </>
        )}
      </div>
      {picking && canEdit && (
        <ul className="member-picker" aria-label={t('members.board')}>
          {people.map((p) => {
            const on = assigneeIds.includes(p.uid);
            return (
              <li key={p.uid}>
                <button
                  type="button"
                  aria-pressed={on}
                  disabled={!p.canWrite && !on}
                  title={p.canWrite ? undefined : t('members.observer')}
                  aria-label={p.uid === meUid ? t('members.you', { name: p.name }) : p.name}
                  onClick={() => toggle(p.uid)}
                >
                  <Avatar uid={p.uid} name={p.name} />
                  <span>{p.uid === meUid ? t('members.you', { name: p.name }) : p.name}</span>
                  {on && <span aria-hidden>✓</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

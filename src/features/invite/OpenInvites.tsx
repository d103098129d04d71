/**
 * The board's open invite links, for its admins and owners (issue 15 item 11), in the "Invite to board" dialog:
 * role, address, until when, and Revoke. Revoking has no confirm and no undo: a link's token cannot be shown again
 * anyway, and a new link is one click away; what happened is said in a status line.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { OpenInvite } from '../../domain/calls';
import { isAppError } from '../../domain/errors';
import { formatDate } from '../../i18n/format';
import { ErrorMessage } from '../../ui/ErrorMessage';

export interface OpenInvitesProps {
  boardId: string;
  /** Changes whenever a new invite was made here, so the list is read again. */
  refreshKey: string;
  /** An invite was revoked (or found gone). */
  onRevoked: (inviteId: string) => void;
}

/** The list of `boardId`'s open invites with a Revoke button each; reads it again when `refreshKey` changes. */
export function OpenInvites({ boardId, refreshKey, onRevoked }: OpenInvitesProps) {
  const { calls } = useBackend();
  const { t } = useTranslation('invite');
  const [invites, setInvites] = useState<OpenInvite[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (!calls) return;
    let live = true;
    calls.listInvites({ boardId }).then(
      (out) => live && setInvites(out.invites),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [calls, boardId, refreshKey]);

  const revoke = async (invite: OpenInvite) => {
    if (!calls) return;
    setBusy(invite.inviteId);
    setError(null);
    try {
      await calls.revokeInvite({ boardId, inviteId: invite.inviteId });
      setStatus(t('revoked'));
    } catch (e) {
      // Already gone (revoked elsewhere, expired and purged): the list was stale, the outcome is the same.
      if (!isAppError(e, 'not-found')) {
        setError(e);
        return;
      }
      setStatus(t('alreadyGone'));
    } finally {
      setBusy(null);
    }
    setInvites((all) => all?.filter((i) => i.inviteId !== invite.inviteId) ?? null);
    onRevoked(invite.inviteId);
  };

  if (!calls) return null;
  return (
    <section className="open-invites" aria-labelledby="open-invites-heading">
      <h3 id="open-invites-heading">{t('open')}</h3>
      {invites === null && error === null && <p className="hint">{t('loadingOpen')}</p>}
      {invites?.length === 0 && <p className="hint">{t('noneOpen')}</p>}
      {invites && invites.length > 0 && (
        <ul>
          {invites.map((invite) => {
            const who = invite.email ?? t('anyone');
            const until = formatDate(invite.expiresAt, 'medium');
            return (
              <li key={invite.inviteId}>
                <span className="open-invite-text">
                  {t('openLine', { role: t(`rolesInline.${invite.role}`), who, until })}
                </span>
                <button
                  type="button"
                  disabled={busy !== null}
                  aria-label={t('revokeFor', { role: t(`rolesInline.${invite.role}`), who, until })}
                  onClick={() => void revoke(invite)}
                >
                  {t('revoke')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <ErrorMessage error={error} />
      {status && (
        <p className="hint" role="status">
          {status}
        </p>
      )}
    </section>
  );
}

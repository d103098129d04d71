/**
 * "Invite to board": pick a role and how long the link works (optionally one e-mail address), get a one-time link
 * to copy. The token is in the link only (the store keeps its SHA-256), so it is shown once, here.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { InviteMemberOutput } from '../../domain/calls';
import { INVITE_EXPIRY_DEFAULT_MS, INVITE_ROLES } from '../../domain/calls/schemas';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { formatDate } from '../../i18n/format';
import { OpenInvites } from './OpenInvites';
import './invite.css';

const HOUR = 60 * 60 * 1000;
/** The expiries offered, in ms, within the handler's 1 hour to 30 days. */
const EXPIRIES = [
  { label: 'expiry.hour', ms: HOUR },
  { label: 'expiry.day', ms: 24 * HOUR },
  { label: 'expiry.week', ms: INVITE_EXPIRY_DEFAULT_MS },
  { label: 'expiry.month', ms: 30 * 24 * HOUR },
] as const;

/** An invite link made in this dialog: the callable's answer and what it was asked for. */
interface MadeInvite extends InviteMemberOutput {
  role: (typeof INVITE_ROLES)[number];
  /** The address the link is bound to; empty: anyone with the link. */
  email: string;
}

export interface InviteDialogProps {
  boardId: string;
  /** The full link for a token (the app knows the route and origin). */
  linkFor: (token: string) => string;
  onClose: () => void;
}

/** The "Invite to board" dialog for `boardId`: a role, an expiry and an optional address make a one-time link. */
export function InviteDialog({ boardId, linkFor, onClose }: InviteDialogProps) {
  const { calls } = useBackend();
  const { t } = useTranslation('invite');
  const [form, setForm] = useState({
    role: 'member' as (typeof INVITE_ROLES)[number],
    expiresInMs: INVITE_EXPIRY_DEFAULT_MS,
    email: '',
  });
  // The link made, with the role and address it was made for: the form may change after, the link does not.
  const [made, setMade] = useState<MadeInvite | null>(null);
  // 'manual': the clipboard refused, so the link is selected and the person is asked to copy it themselves.
  const [copied, setCopied] = useState<'no' | 'yes' | 'manual'>('no');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // The newest link made here: the open invitations are read again after each, not after a revoke.
  const [newest, setNewest] = useState('');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!calls) return;
    setBusy(true);
    setError(null);
    try {
      const { role } = form;
      const email = form.email.trim();
      const output = await calls.inviteMember({
        boardId,
        role,
        expiresInMs: form.expiresInMs,
        ...(email ? { email } : {}),
      });
      setMade({ ...output, role, email });
      setNewest(output.inviteId);
      setCopied('no');
    } catch (err) {
      setError(err);
    } finally {
      setBusy(false);
    }
  };

  const link = made ? linkFor(made.token) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('yes');
    } catch {
      // Clipboard refused (insecure origin, permissions): the link is selected for a manual copy, and we say so.
      document.querySelector<HTMLInputElement>('#invite-link')?.select();
      setCopied('manual');
    }
  };

  return (
    <Dialog title={t('title')} onClose={onClose} className="invite-dialog">
      <form onSubmit={submit} className="invite-form">
        <label className="field">
          {t('role')}
          <select
            value={form.role}
            onChange={(e) => setForm({ ...form, role: e.target.value as typeof form.role })}
          >
            {INVITE_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`roles.${role}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t('expires')}
          <select
            value={form.expiresInMs}
            onChange={(e) => setForm({ ...form, expiresInMs: Number(e.target.value) })}
          >
            {EXPIRIES.map((option) => (
              <option key={option.ms} value={option.ms}>
                {t(option.label)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          {t('email')}
          <input
            type="email"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
          />
        </label>
        <button type="submit" className="primary" disabled={busy || !calls}>
          {made ? t('another') : t('create')}
        </button>
      </form>
      <ErrorMessage error={error} />
      {made && (
        <div className="invite-result">
          <label className="field" htmlFor="invite-link">
            {t('link')}
          </label>
          <div className="row">
            <input id="invite-link" readOnly value={link} onFocus={(e) => e.target.select()} />
            <button type="button" onClick={() => void copy()}>
              {copied === 'yes' ? t('copied') : t('copy')}
            </button>
          </div>
          {copied === 'manual' && (
            <p className="hint" role="status">
              {t('manual')}
            </p>
          )}
          <p className="hint">
            {t(made.email ? 'worksFor' : 'works', {
              until: formatDate(made.expiresAt, 'medium'),
              role: t(`rolesInline.${made.role}`),
              email: made.email,
            })}
          </p>
        </div>
      )}
      <OpenInvites
        boardId={boardId}
        refreshKey={newest}
        // The link shown above was revoked: it must not stay on screen as if it worked.
        onRevoked={(id) => setMade((current) => (current?.inviteId === id ? null : current))}
      />
    </Dialog>
  );
}

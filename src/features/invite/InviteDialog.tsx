/**
 * "Invite to board": pick a role and how long the link works (optionally one e-mail address), get a one-time link
 * to copy. The token is in the link only (the store keeps its SHA-256), so it is shown once, here.
 */
import { useState, type FormEvent } from 'react';
import { useBackend } from '../../backend/context';
import type { InviteMemberOutput } from '../../domain/calls';
import { INVITE_EXPIRY_DEFAULT_MS, INVITE_ROLES } from '../../domain/calls/schemas';
import { Dialog } from '../../ui/Dialog';
import { ErrorMessage } from '../../ui/ErrorMessage';
import './invite.css';

const HOUR = 60 * 60 * 1000;
/** The expiries offered, in ms, within the handler's 1 hour to 30 days. */
const EXPIRIES = [
  { label: '1 hour', ms: HOUR },
  { label: '1 day', ms: 24 * HOUR },
  { label: '7 days', ms: INVITE_EXPIRY_DEFAULT_MS },
  { label: '30 days', ms: 30 * 24 * HOUR },
] as const;

const ROLE_LABEL = { admin: 'Admin', member: 'Member', observer: 'Observer (reads and comments)' } as const;
const WHEN = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export interface InviteDialogProps {
  boardId: string;
  /** The full link for a token (the app knows the route and origin). */
  linkFor: (token: string) => string;
  onClose: () => void;
}

export function InviteDialog({ boardId, linkFor, onClose }: InviteDialogProps) {
  const { calls } = useBackend();
  const [form, setForm] = useState({
    role: 'member' as (typeof INVITE_ROLES)[number],
    expiresInMs: INVITE_EXPIRY_DEFAULT_MS,
    email: '',
  });
  const [made, setMade] = useState<InviteMemberOutput | null>(null);
  const [copied, setCopied] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!calls) return;
    setBusy(true);
    setError(null);
    try {
      const email = form.email.trim();
      setMade(
        await calls.inviteMember({
          boardId,
          role: form.role,
          expiresInMs: form.expiresInMs,
          ...(email ? { email } : {}),
        }),
      );
      setCopied(false);
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
      setCopied(true);
    } catch {
      // Clipboard refused (insecure origin, permissions): the link stays selected for a manual copy.
      document.querySelector<HTMLInputElement>('#invite-link')?.select();
    }
  };

  return (
    <Dialog title="Invite to board" onClose={onClose} className="invite-dialog">
      <form onSubmit={submit} className="invite-form">
        <label className="field">
          Role
          <select
            value={form.role}
            onChange={(e) => setForm({ ...form, role: e.target.value as typeof form.role })}
          >
            {INVITE_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABEL[role]}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Link works for
          <select
            value={form.expiresInMs}
            onChange={(e) => setForm({ ...form, expiresInMs: Number(e.target.value) })}
          >
            {EXPIRIES.map((option) => (
              <option key={option.ms} value={option.ms}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          Only for this e-mail address (optional)
          <input
            type="email"
            value={form.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
          />
        </label>
        <button type="submit" className="primary" disabled={busy || !calls}>
          {made ? 'Make another link' : 'Create invite link'}
        </button>
      </form>
      <ErrorMessage error={error} />
      {made && (
        <div className="invite-result">
          <label className="field" htmlFor="invite-link">
            Invite link
          </label>
          <div className="row">
            <input id="invite-link" readOnly value={link} onFocus={(e) => e.target.select()} />
            <button type="button" onClick={() => void copy()}>
              {copied ? 'Copied' : 'Copy link'}
            </button>
          </div>
          <p className="hint">
            Works once, until {WHEN.format(made.expiresAt)}. Anyone with the link can join as{' '}
            {ROLE_LABEL[form.role].toLowerCase()}
            {form.email.trim() ? ` if signed in as ${form.email.trim()}` : ''}.
          </p>
        </div>
      )}
    </Dialog>
  );
}

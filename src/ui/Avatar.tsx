/** A person's round badge with their initials (no photos yet), in a colour picked from their uid. */
import './avatar.css';

/** Up to two initials of `name` ("Ana Lima" → "AL"); "?" for an empty name. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase() ?? '')
    .join('');
  return letters || '?';
}

// Eight hues far enough apart to tell two people apart at a glance; the uid, not the name, picks one (stable).
const HUES = [210, 160, 30, 280, 340, 100, 0, 250];

function hueOf(uid: string): number {
  let hash = 0;
  for (const ch of uid) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return HUES[hash % HUES.length] ?? 210;
}

export interface AvatarProps {
  uid: string;
  name: string;
  /** Extra words for the tooltip, e.g. "(you)" or "editing “Plan”". */
  note?: string;
}

/** One avatar; its name (and note) is the tooltip and the accessible label. */
export function Avatar({ uid, name, note }: AvatarProps) {
  const label = note ? `${name} ${note}` : name;
  return (
    <span
      className="person-avatar"
      title={label}
      aria-label={label}
      role="img"
      style={{ background: `hsl(${hueOf(uid)} 55% 42%)` }}
    >
      {initialsOf(name)}
    </span>
  );
}

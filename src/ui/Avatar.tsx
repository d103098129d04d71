/** A person's round badge: their picture when there is one, else their initials in a colour picked from their uid. */
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
  /** The picture's URL; absent or null: the initials show. */
  photoURL?: string | null;
  /** `large`: 64 px (Settings → Account); default 28 px. */
  size?: 'large';
}

/** One avatar; its name (and note) is the tooltip and the accessible label. */
export function Avatar({ uid, name, note, photoURL, size }: AvatarProps) {
  const label = note ? `${name} ${note}` : name;
  return (
    <span
      className={`person-avatar${size ? ` ${size}` : ''}`}
      title={label}
      aria-label={label}
      role="img"
      // 32% lightness: white initials read at 4.5:1 or more on every hue (green and lime are the lightest).
      style={{ background: `hsl(${hueOf(uid)} 55% 32%)` }}
    >
      {/* The label is the span's; the picture itself says nothing more. */}
      {photoURL ? <img src={photoURL} alt="" /> : initialsOf(name)}
    </span>
  );
}

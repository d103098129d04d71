/** A user's avatar URL as React state, from the files port's `watchAvatar` (null: none, or no files port). */
import { useEffect, useState } from 'react';
import { useBackend } from './context';

/** The avatar URL of `uid` (the signed-in user's own; others are null in Firebase modes), kept live. */
export function useAvatarURL(uid: string | null): string | null {
  const { files } = useBackend();
  const [seen, setSeen] = useState<{ uid: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!files || !uid) return;
    return files.watchAvatar(uid, (url) => setSeen({ uid, url }));
  }, [files, uid]);
  return seen && seen.uid === uid ? seen.url : null;
}

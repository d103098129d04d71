/**
 * Settings → Account: the profile picture. Choose an image, crop it to a square (AvatarCropDialog, loaded on
 * demand), shrunk to 256 px in the browser (crop-image.ts) and uploaded with the files port (`uploadAvatar`:
 * IndexedDB in local mode, Cloud Storage and the profile's photoURL in Firebase modes); or remove it, and the
 * initials show again. Nothing when the backend has no files port.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { User } from '../../backend/ports';
import { useAvatarURL } from '../../backend/use-avatar';
import { Avatar } from '../../ui/Avatar';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { ProgressBar } from '../../ui/ProgressBar';
import { preloadable } from '../../ui/preloadable';
import { cropToSquare, type PixelArea } from './crop-image';

const AvatarCropDialog = preloadable(
  () => import('./AvatarCropDialog'),
  (m) => m.default,
  null,
).Component;

// What a browser decodes everywhere; the result is always JPEG (crop-image.ts).
const PICKABLE = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The profile picture of `user` with Choose and Remove; nothing without a files port. */
export function AvatarPicker({ user }: { user: User }) {
  const { files } = useBackend();
  const { t } = useTranslation('files');
  const url = useAvatarURL(user.uid);
  const input = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const [error, setError] = useState<unknown>(null);
  // The chosen picture's object URL lives while the crop dialog shows it.
  useEffect(() => (source ? () => URL.revokeObjectURL(source) : undefined), [source]);
  if (!files) return null;

  const choose = (file: File | undefined) => {
    setNote(null);
    setError(null);
    if (!file) return;
    if (!PICKABLE.includes(file.type)) return setNote(t('avatar.notImage'));
    setSource(URL.createObjectURL(file));
  };
  const save = async (area: PixelArea) => {
    if (!source) return;
    setProgress({ sent: 0, total: 0 });
    try {
      const blob = await cropToSquare(source, area);
      const image = new File([blob], 'avatar.jpg', { type: 'image/jpeg' });
      const done = await files.uploadAvatar(image, {
        onProgress: (sent, total) => setProgress({ sent, total }),
      }).result;
      if (done) setNote(t('avatar.saved'));
      setSource(null);
    } catch (e) {
      setError(e);
    }
    setProgress(null);
  };
  const remove = async () => {
    setError(null);
    try {
      await files.removeAvatar();
      setNote(t('avatar.removed'));
    } catch (e) {
      setError(e);
    }
  };

  return (
    <div className="account-form avatar-picker">
      <h3>{t('avatar.heading')}</h3>
      <div className="row">
        <Avatar uid={user.uid} name={user.displayName || (user.email ?? '')} photoURL={url} size="large" />
        <button type="button" onClick={() => input.current?.click()}>
          {t('avatar.choose')}
        </button>
        {url && (
          <button type="button" onClick={() => void remove()}>
            {t('avatar.remove')}
          </button>
        )}
        <input
          ref={input}
          type="file"
          hidden
          accept={PICKABLE.join(',')}
          aria-label={t('avatar.choose')}
          onChange={(e) => {
            choose(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <p className="hint">{t('avatar.hint')}</p>
      {progress && <ProgressBar label={t('avatar.saving')} value={progress.sent} max={progress.total} />}
      {note && <p role="status">{note}</p>}
      <ErrorMessage error={error} />
      {source && (
        <AvatarCropDialog
          src={source}
          busy={progress !== null}
          onSave={(area) => void save(area)}
          onCancel={() => setSource(null)}
        />
      )}
    </div>
  );
}

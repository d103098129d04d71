/**
 * The crop step of a new avatar: react-easy-crop shows the chosen picture under a round square frame to drag and
 * zoom; Save hands back the square in the picture's own pixels. Loaded on demand (lazy) by AvatarPicker, so the
 * crop library is never in the start-up bundle.
 */
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';
import 'react-easy-crop/react-easy-crop.css';
import { useTranslation } from '../../i18n/use-translation';
import { Dialog } from '../../ui/Dialog';
import type { PixelArea } from './crop-image';

/** The picture to crop, whether a save is under way, and what Save and Cancel do. */
export interface AvatarCropDialogProps {
  /** The chosen picture (an object URL). */
  src: string;
  busy: boolean;
  onSave: (area: PixelArea) => void;
  onCancel: () => void;
}

/** The crop dialog; `onSave` gets the chosen square in the picture's own pixels. */
export default function AvatarCropDialog({ src, busy, onSave, onCancel }: AvatarCropDialogProps) {
  const { t } = useTranslation(['files', 'common']);
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  return (
    <Dialog title={t('avatar.cropTitle')} onClose={onCancel} className="avatar-crop-dialog">
      <div className="avatar-crop">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          disableAutomaticStylesInjection
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
        />
      </div>
      <label className="field">
        {t('avatar.zoom')}
        <input
          type="range"
          min={1}
          max={4}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
        />
      </label>
      <div className="row">
        <button
          type="button"
          className="primary"
          disabled={!area || busy}
          onClick={() => area && onSave(area)}
        >
          {t('avatar.save')}
        </button>
        <button type="button" onClick={onCancel}>
          {t('common:cancel')}
        </button>
      </div>
    </Dialog>
  );
}

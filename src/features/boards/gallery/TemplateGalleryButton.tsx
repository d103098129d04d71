/** "New board from template…" on the boards page: opens the gallery, whose chunk (the templates) loads on demand. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { preloadable } from '../../../ui/preloadable';

function GalleryLoading() {
  const { t } = useTranslation('boards');
  return <p role="status">{t('gallery.loading')}</p>;
}

const TemplateGalleryDialog = preloadable(
  () => import('./TemplateGalleryDialog'),
  (m) => m.TemplateGalleryDialog,
  <GalleryLoading />,
).Component;

export function TemplateGalleryButton() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('boards');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('gallery.open')}
      </button>
      {open && <TemplateGalleryDialog onClose={() => setOpen(false)} />}
    </>
  );
}

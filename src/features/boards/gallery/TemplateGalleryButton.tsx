/** "New board from template…" on the boards page: opens the gallery, whose chunk (the templates) loads on demand. */
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { preloadable } from '../../../ui/preloadable';
import type { TemplateGalleryDialogProps } from './TemplateGalleryDialog';

function GalleryLoading() {
  const { t } = useTranslation('boards');
  return <p role="status">{t('gallery.loading')}</p>;
}

const TemplateGalleryDialog = preloadable(
  () => import('./TemplateGalleryDialog'),
  (m) => m.TemplateGalleryDialog,
  <GalleryLoading />,
).Component;

/** The button and, once pressed, the gallery: `own` and `copyOwn` as TemplateGalleryDialog takes them. */
export function TemplateGalleryButton({ own, copyOwn }: Omit<TemplateGalleryDialogProps, 'onClose'>) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('boards');
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('gallery.open')}
      </button>
      {open && <TemplateGalleryDialog own={own} copyOwn={copyOwn} onClose={() => setOpen(false)} />}
    </>
  );
}

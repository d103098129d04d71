/**
 * "Import a board…" (from a Trello export or a Lanes export): opens the import dialog, which the app loads lazily
 * (it carries the mappers).
 */
import { useState, type ComponentType } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useFlags } from '../../backend/use-flags';

/** What shows where the import dialog will be while its chunk loads. */
export function ImportLoading() {
  const { t } = useTranslation('import');
  return <p role="status">{t('loading')}</p>;
}

export function ImportTrelloButton({
  dialog: ImportDialog,
}: {
  dialog: ComponentType<{ onClose: () => void }>;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation('import');
  const { trello_import_enabled: enabled } = useFlags();
  // Remote Config's kill switch for the importer: the button is simply not offered.
  if (!enabled) return null;
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('open')}
      </button>
      {open && <ImportDialog onClose={() => setOpen(false)} />}
    </>
  );
}

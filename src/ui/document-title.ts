/**
 * The browser tab's title for the page shown (WCAG 2.4.2 "Page Titled"): "Settings – Lanes", "Paint the fence –
 * Home – Lanes". Every route sets its own; the one that set it last wins, so the board route names the open card.
 */
import { useEffect } from 'react';
import { useTranslation } from '../i18n/use-translation';

const SEPARATOR = ' – ';

/**
 * Sets `document.title` to `parts` (most specific first) followed by the app's name while the calling component is
 * mounted; empty or undefined parts (a board still loading) are left out, so the title is never "undefined – Lanes".
 */
export function useDocumentTitle(...parts: readonly (string | undefined)[]): void {
  const { t } = useTranslation();
  const title = [...parts.filter((p): p is string => Boolean(p?.trim())), t('appName')].join(SEPARATOR);
  useEffect(() => {
    document.title = title;
  }, [title]);
}

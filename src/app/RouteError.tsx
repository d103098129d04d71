/** What a route shows when rendering it throws, or when no route has its path: a message and a way back. */
import { paths } from '../config/paths';
import { ErrorMessage } from '../ui/ErrorMessage';
import { useTranslation } from '../i18n/use-translation';
import { useDocumentTitle } from '../ui/document-title';
import { Link } from '../ui/routing';

/** `error`: what was thrown; `notFound`: no page has this path. */
export function RouteError({ error, notFound = false }: { error?: unknown; notFound?: boolean }) {
  const { t } = useTranslation();
  useDocumentTitle(notFound ? t('pageNotFound') : t('somethingWrong'));
  return (
    <main className="route-error">
      <h1>{notFound ? t('pageNotFound') : t('somethingWrong')}</h1>
      {!notFound && <ErrorMessage error={error} />}
      <Link to={paths.boards.href()}>{t('backToBoards')}</Link>
    </main>
  );
}

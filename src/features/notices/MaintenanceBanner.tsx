/** The `maintenance_banner` flag's text at the top of every page, when it is not empty. */
import { useTranslation } from '../../i18n/use-translation';
import { useFlags } from '../../backend/use-flags';
import './notices.css';

export function MaintenanceBanner() {
  const { maintenance_banner: text } = useFlags();
  const { t } = useTranslation('notices');
  if (!text) return null;
  return (
    <div className="notice notice-maintenance" role="status" aria-label={t('maintenance')}>
      <p>{text}</p>
    </div>
  );
}

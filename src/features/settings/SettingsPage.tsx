/**
 * `/settings`: Account, Appearance, Language, Notifications, Privacy, Diagnostics, each reachable by anchor; the
 * "Advanced" switch at the end shows what is for developers and support (use-advanced.ts): the Developer section,
 * user and installation ids.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useDocumentTitle } from '../../ui/document-title';
import { useLocation } from '../../ui/routing';
import { AccountSection } from './AccountSection';
import { DeveloperSection } from './DeveloperSection';
import { DiagnosticsSection } from './DiagnosticsSection';
import { LanguageSection } from './LanguageSection';
import { NotificationsSection } from './NotificationsSection';
import { PrivacySection } from './PrivacySection';
import { ThemeSection } from './ThemeSection';
import { useAdvanced } from './use-advanced';
import './settings.css';

/**
 * The settings page; scrolls to the section named in the URL's hash (the page loads after the navigation).
 * `storageSlot`: the Storage section the app fills from the export feature (local mode).
 */
export function SettingsPage({ storageSlot }: { storageSlot?: ReactNode }) {
  const { hash } = useLocation();
  const { t } = useTranslation('settings');
  const { t: tInbox } = useTranslation('inbox');
  const { advanced, setAdvanced } = useAdvanced();
  useDocumentTitle(t('heading'));
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <main className="settings-page">
      <h1>{t('heading')}</h1>
      <nav aria-label={t('sections')}>
        <a href="#account-heading">{t('nav.account')}</a>
        <a href="#appearance-heading">{t('nav.appearance')}</a>
        <a href="#language-heading">{t('nav.language')}</a>
        <a href="#notifications-heading">{tInbox('settings.heading')}</a>
        <a href="#privacy-heading">{t('nav.privacy')}</a>
        <a href="#diagnostics-heading">{t('nav.diagnostics')}</a>
        {advanced && <a href="#developer-heading">{t('nav.developer')}</a>}
      </nav>
      <AccountSection advanced={advanced} />
      <ThemeSection />
      <LanguageSection />
      <NotificationsSection />
      {storageSlot}
      <PrivacySection />
      <DiagnosticsSection advanced={advanced} />
      {advanced && <DeveloperSection />}
      <label className="checkbox advanced-switch">
        <input
          type="checkbox"
          role="switch"
          checked={advanced}
          onChange={(e) => setAdvanced(e.target.checked)}
        />
        {t('advanced.switch')}
      </label>
      <p className="hint">{t('advanced.hint')}</p>
    </main>
  );
}

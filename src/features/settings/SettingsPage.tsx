/** `/settings`: Account, Privacy, Diagnostics and Developer, one section each, reachable by anchor. */
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { AccountSection } from './AccountSection';
import { DeveloperSection } from './DeveloperSection';
import { DiagnosticsSection } from './DiagnosticsSection';
import { PrivacySection } from './PrivacySection';
import './settings.css';

/** The settings page; scrolls to the section named in the URL's hash (the page loads after the navigation). */
export function SettingsPage() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <main className="settings-page">
      <h1>Settings</h1>
      <nav aria-label="Settings sections">
        <a href="#account-heading">Account</a>
        <a href="#privacy-heading">Privacy</a>
        <a href="#diagnostics-heading">Diagnostics</a>
        <a href="#developer-heading">Developer</a>
      </nav>
      <AccountSection />
      <PrivacySection />
      <DiagnosticsSection />
      <DeveloperSection />
    </main>
  );
}

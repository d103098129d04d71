/** `/settings`: Privacy, Diagnostics and Developer, one section each, reachable by anchor. */
import { DeveloperSection } from './DeveloperSection';
import { DiagnosticsSection } from './DiagnosticsSection';
import { PrivacySection } from './PrivacySection';
import './settings.css';

export function SettingsPage() {
  return (
    <main className="settings-page">
      <h1>Settings</h1>
      <nav aria-label="Settings sections">
        <a href="#privacy-heading">Privacy</a>
        <a href="#diagnostics-heading">Diagnostics</a>
        <a href="#developer-heading">Developer</a>
      </nav>
      <PrivacySection />
      <DiagnosticsSection />
      <DeveloperSection />
    </main>
  );
}

/** Settings → Privacy: this device's answer to the consent banner, changeable at any time. */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';

const SAY = {
  unknown: 'privacy.unknown',
  granted: 'privacy.granted',
  denied: 'privacy.denied',
} as const;

export function PrivacySection() {
  const { telemetry } = useBackend();
  const { t } = useTranslation('settings');
  const [consent, setConsent] = useState(() => telemetry.consent());
  const answer = (granted: boolean) => {
    telemetry.setConsent(granted);
    setConsent(telemetry.consent());
  };
  return (
    <section className="settings-section" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">{t('privacy.heading')}</h2>
      <p>{t('privacy.text', { state: t(SAY[consent]) })}</p>
      <div className="row">
        <button type="button" disabled={consent === 'granted'} onClick={() => answer(true)}>
          {t('privacy.allow')}
        </button>
        <button type="button" disabled={consent === 'denied'} onClick={() => answer(false)}>
          {t('privacy.decline')}
        </button>
      </div>
    </section>
  );
}

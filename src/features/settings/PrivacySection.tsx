/** Settings → Privacy: this device's answer to the consent banner, changeable at any time. */
import { useState } from 'react';
import { useBackend } from '../../backend/context';

const SAY = {
  unknown: 'Not answered yet: nothing is collected.',
  granted: 'Allowed on this device.',
  denied: 'Declined on this device: nothing is collected.',
} as const;

export function PrivacySection() {
  const { telemetry } = useBackend();
  const [consent, setConsent] = useState(() => telemetry.consent());
  const answer = (granted: boolean) => {
    telemetry.setConsent(granted);
    setConsent(telemetry.consent());
  };
  return (
    <section className="settings-section" aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">Privacy</h2>
      <p>Usage statistics (Google Analytics) and performance data: {SAY[consent]}</p>
      <div className="row">
        <button type="button" disabled={consent === 'granted'} onClick={() => answer(true)}>
          Allow
        </button>
        <button type="button" disabled={consent === 'denied'} onClick={() => answer(false)}>
          Decline
        </button>
      </div>
    </section>
  );
}

/**
 * Asks once per device whether Lanes may collect usage statistics and performance data; until the answer is
 * "Accept", nothing is sent and the Analytics module is not even loaded (backend/telemetry/core.ts). The answer
 * can be changed later in Settings → Privacy.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { useBackend } from '../../backend/context';
import './notices.css';

export function ConsentBanner({ settingsHref }: { settingsHref: string }) {
  const { telemetry, mode } = useBackend();
  const [open, setOpen] = useState(() => telemetry.consent() === 'unknown');
  if (!open) return null;
  const answer = (granted: boolean) => {
    telemetry.setConsent(granted);
    setOpen(false);
  };
  return (
    <section className="notice notice-consent" aria-label="Usage statistics">
      <p>
        May Lanes collect anonymous usage statistics (Google Analytics) and performance data to improve the
        app? Nothing is collected unless you accept.
        {mode === 'local' &&
          ' In local mode nothing leaves this browser: you can see it in Settings → Diagnostics.'}{' '}
        <Link to={settingsHref}>Settings</Link>
      </p>
      <button type="button" className="primary" onClick={() => answer(true)}>
        Accept
      </button>
      <button type="button" onClick={() => answer(false)}>
        Decline
      </button>
    </section>
  );
}

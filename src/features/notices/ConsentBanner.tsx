/**
 * Asks once per device whether Lanes may collect usage statistics and performance data; until the answer is
 * "Accept", nothing is sent and the Analytics module is not even loaded (backend/telemetry/core.ts). The answer
 * can be changed later in Settings → Privacy.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from '../../ui/routing';
import { useBackend } from '../../backend/context';
import './notices.css';

export function ConsentBanner({ settingsHref }: { settingsHref: string }) {
  const { telemetry, mode } = useBackend();
  const { t } = useTranslation('notices');
  const [open, setOpen] = useState(() => telemetry.consent() === 'unknown');
  const ref = useRef<HTMLElement>(null);
  // The banner lies over the page's foot (notices.css); the page gets as much room below its end, so nothing stays
  // hidden under it: what was at the bottom scrolls up above it.
  useLayoutEffect(() => {
    const banner = ref.current;
    if (!banner) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() =>
      root.setProperty('--consent-space', `${banner.offsetHeight}px`),
    );
    observer.observe(banner);
    return () => {
      observer.disconnect();
      root.removeProperty('--consent-space');
    };
  }, [open]);
  if (!open) return null;
  const answer = (granted: boolean) => {
    telemetry.setConsent(granted);
    setOpen(false);
  };
  return (
    <section ref={ref} className="notice notice-consent" aria-label={t('consent.region')}>
      <p>
        {t('consent.text')}
        {mode === 'local' && t('consent.local')} <Link to={settingsHref}>{t('consent.settings')}</Link>
      </p>
      <button type="button" className="primary" onClick={() => answer(true)}>
        {t('consent.accept')}
      </button>
      <button type="button" onClick={() => answer(false)}>
        {t('consent.decline')}
      </button>
    </section>
  );
}

/**
 * Settings → Notifications: per event, whether it shows in the app (the bell) and on this device (a push in
 * Firebase modes, a system notification in local mode), and the switch that asks this browser's permission — only
 * ever from that click, never on load. Saved for the signed-in user (InboxPort.setSettings).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useBackend } from '../../backend/context';
import type { InboxPort, PushPort } from '../../backend/ports';
import { useCurrentUser } from '../../backend/use-current-user';
import { useWatch } from '../../backend/use-watch';
import {
  NOTIFICATION_TYPES,
  type NotificationSettings,
  type NotificationType,
} from '../../domain/notifications/types';
import { ErrorMessage } from '../../ui/ErrorMessage';
import { usePending } from '../../ui/use-pending';
import './notifications.css';

/** The section; nothing for a signed-out visitor or a backend without an inbox. */
export function NotificationsSection() {
  const { inbox } = useBackend();
  const { user } = useCurrentUser();
  return inbox && user ? <Section inbox={inbox} uid={user.uid} /> : null;
}

function Section({ inbox, uid }: { inbox: InboxPort; uid: string }) {
  const { t } = useTranslation('inbox');
  const settings = useWatch<NotificationSettings>(`notify-settings/${uid}`, (o) => inbox.watchSettings(o));
  const [error, setError] = useState<unknown>(null);
  const pending = usePending(settings.data);
  const data = pending.shown;
  const save = (type: NotificationType, channel: 'inApp' | 'push', on: boolean) => {
    if (!data) return;
    const current = data[type];
    // A push always has its inbox entry to open: turning "in the app" off turns push off with it.
    const next = channel === 'inApp' ? { inApp: on, push: on && current.push } : { ...current, push: on };
    const all = { ...data, [type]: next };
    pending.written(all);
    inbox.setSettings(all).then(
      () => setError(null),
      (e: unknown) => {
        pending.failed();
        setError(e);
      },
    );
  };
  return (
    <section className="settings-section" aria-labelledby="notifications-heading">
      <h2 id="notifications-heading">{t('settings.heading')}</h2>
      <p>{t('settings.intro')}</p>
      <ErrorMessage error={settings.error ?? error} />
      {data && (
        <table className="notify-table">
          <thead>
            <tr>
              <th scope="col">{t('settings.event')}</th>
              <th scope="col">{t('settings.inApp')}</th>
              <th scope="col">{t('settings.push')}</th>
            </tr>
          </thead>
          <tbody>
            {NOTIFICATION_TYPES.map((type) => {
              const event = t(`settings.events.${type}`);
              const value = data[type];
              return (
                <tr key={type}>
                  <th scope="row">{event}</th>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('settings.inAppFor', { event })}
                      checked={value?.inApp ?? true}
                      onChange={(e) => save(type, 'inApp', e.target.checked)}
                    />
                  </td>
                  <td>
                    <input
                      type="checkbox"
                      aria-label={t('settings.pushFor', { event })}
                      title={value?.inApp ? undefined : t('settings.pushNeedsInApp')}
                      disabled={!value?.inApp}
                      checked={(value?.inApp && value.push) ?? true}
                      onChange={(e) => save(type, 'push', e.target.checked)}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {inbox.push && <DeviceSwitch push={inbox.push} />}
    </section>
  );
}

/** This device's on/off switch; the browser's permission prompt comes from its click only. */
function DeviceSwitch({ push }: { push: PushPort }) {
  const { t } = useTranslation('inbox');
  const [state, setState] = useState(() => ({ permission: push.permission(), enabled: push.enabled() }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      setError(null);
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
      setState({ permission: push.permission(), enabled: push.enabled() });
    }
  };
  const status =
    state.permission === 'unsupported'
      ? t('settings.deviceUnsupported')
      : state.permission === 'denied'
        ? t('settings.deviceDenied')
        : state.enabled
          ? t('settings.deviceOn')
          : t('settings.deviceOff');
  return (
    <div className="notify-device">
      <h3>{t('settings.device')}</h3>
      <p role="status">{status}</p>
      {state.permission !== 'unsupported' && state.permission !== 'denied' && (
        <button
          type="button"
          disabled={busy}
          onClick={() => void act(() => (state.enabled ? push.disable() : push.enable()))}
        >
          {state.enabled ? t('settings.disable') : t('settings.enable')}
        </button>
      )}
      <ErrorMessage error={error} />
    </div>
  );
}

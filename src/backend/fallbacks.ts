/**
 * Neutral stand-ins for the optional ports `flags`, `telemetry` and `device` (ports.ts `Backend`), so features
 * always find them: the template's default flags, telemetry that records consent but has no sink (nothing can
 * leave the device), and the per-device random id of local mode.
 */
import { createFlagsStore } from './flags-store';
import { deviceStorage } from './device-storage';
import { storedDeviceId } from './device-id';
import type { Backend, DevicePort, FlagsPort, TelemetryPort } from './ports';
import { storedConsent } from './telemetry/consent';
import { createTelemetry } from './telemetry/core';

/** A Backend with every optional port this module knows filled in. */
export type AppBackend = Backend & { flags: FlagsPort; telemetry: TelemetryPort; device: DevicePort };

const noSink = () => Promise.reject(new Error('this backend has no telemetry sink yet'));

/** `backend` itself when it has all three ports, else a copy with the missing ones filled in. */
export function withFallbacks(backend: Backend): AppBackend {
  const { flags, telemetry, device } = backend;
  if (flags && telemetry && device) return { ...backend, flags, telemetry, device };
  return {
    ...backend,
    flags: flags ?? createFlagsStore().port,
    telemetry:
      telemetry ??
      createTelemetry({
        consent: storedConsent(deviceStorage()),
        loadEventSink: noSink,
        loadTraceSink: noSink,
      }),
    device: device ?? storedDeviceId(),
  };
}

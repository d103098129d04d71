/**
 * Whether an app runs against a `demo-*` project (emulator mode): firebase-tools never lets those reach Google,
 * and Remote Config, Installations, Analytics and Performance Monitoring have no emulator, so Lanes does not call
 * them there.
 */
import type { FirebaseApp } from 'firebase/app';

/** True when `app`'s project id starts with `demo-` (Firebase's convention for emulator-only projects). */
export function isDemoProject(app: FirebaseApp): boolean {
  return app.options.projectId?.startsWith('demo-') ?? false;
}

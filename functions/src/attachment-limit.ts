/**
 * Copies the attachment limit from Remote Config into Firestore's `config/limits` whenever a Remote Config template
 * is published (issue 15 item 4): storage.rules reads it there with `firestore.get()`, since rules cannot read
 * Remote Config. Until the first publication the rules use the flag's default (10 MB). The template's own deploy
 * (`firebase deploy --only remoteconfig`) is a publication, so a deploy with functions and rules sets it.
 */
import { getFirestore } from 'firebase-admin/firestore';
import { getRemoteConfig } from 'firebase-admin/remote-config';
import { logger } from 'firebase-functions';
import { onConfigUpdated } from 'firebase-functions/v2/remoteConfig';
import { attachmentLimitFromTemplate, LIMITS_DOC } from '../../src/domain/attachment-limit';

/** Writes the published template's attachment limit (bytes) to `config/limits`; resolves with it. */
export async function syncLimits(): Promise<number> {
  const template = await getRemoteConfig().getTemplate();
  const attachmentMaxBytes = attachmentLimitFromTemplate(template);
  await getFirestore().doc(LIMITS_DOC).set({ attachmentMaxBytes }, { merge: true });
  logger.info(`attachment limit for storage.rules: ${attachmentMaxBytes} bytes`);
  return attachmentMaxBytes;
}

export const syncAttachmentLimit = onConfigUpdated(async () => {
  await syncLimits();
});

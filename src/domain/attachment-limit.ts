/**
 * The attachment size the Storage rules enforce (issue 15 item 4): the rules cannot read Remote Config, so a
 * function copies `max_attachment_mb` from the published template into the Firestore document `config/limits`
 * (functions/src/attachment-limit.ts), which storage.rules reads with `firestore.get()`.
 */
import { attachmentMaxBytes } from './files';
import { parseFlags } from './flags';
import { ATTACHMENT_MB_DEFAULT } from './limits';

/** The Firestore document storage.rules reads: `{ attachmentMaxBytes: number }` (bytes). */
export const LIMITS_DOC = 'config/limits';

/** What storage.rules uses while `config/limits` does not exist yet: the flag's default, in bytes. */
export const ATTACHMENT_MAX_BYTES_DEFAULT = attachmentMaxBytes(ATTACHMENT_MB_DEFAULT);

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The largest attachment (bytes) any client may be told by the Remote Config `template` (its `parameters`
 * section: the default value and every conditional value of `max_attachment_mb`), so no client is refused a size
 * its own flag allows; never above ATTACHMENT_BYTES_CEILING. A value that is not a positive number is skipped (the
 * app falls back to the default for it too); with none left, the default.
 */
export function attachmentLimitFromTemplate(template: unknown): number {
  const parameters = isObject(template) && isObject(template.parameters) ? template.parameters : {};
  const parameter = isObject(parameters.max_attachment_mb) ? parameters.max_attachment_mb : {};
  const values = [
    parameter.defaultValue,
    ...Object.values(isObject(parameter.conditionalValues) ? parameter.conditionalValues : {}),
  ];
  const sizes = values.flatMap((value) => {
    const raw = isObject(value) && typeof value.value === 'string' ? value.value : undefined;
    if (raw === undefined) return [];
    const { flags, problems } = parseFlags({ max_attachment_mb: raw });
    return problems.length === 0 && flags.max_attachment_mb > 0
      ? [attachmentMaxBytes(flags.max_attachment_mb)]
      : [];
  });
  return sizes.length > 0 ? Math.max(...sizes) : ATTACHMENT_MAX_BYTES_DEFAULT;
}

/** One upload under way in the card dialog: a progress bar with Cancel, or its error with Retry and Dismiss. */
import { useTranslation } from '../../i18n/use-translation';
import { cancelUpload, dismissUpload, retryUpload, type UploadEntry } from '../../backend/uploads';
import { describeError } from '../../ui/describe-error';
import { ProgressBar } from '../../ui/ProgressBar';

// Worth another try: the connection, or something on the server's side; not a refusal by the rules or limits.
const RETRYABLE = new Set(['unavailable', 'internal']);

/** One upload's row (an `<li>`): progress and Cancel, or the error with Retry (offline, server) and Dismiss. */
export function UploadRow({ upload }: { upload: UploadEntry }) {
  const { t } = useTranslation(['files', 'common']);
  if (upload.state === 'failed') {
    const error = describeError(upload.error);
    return (
      <li className="upload failed" role="alert">
        <span>
          {t('failed', { name: upload.name })} {error.detail ?? error.summary}
        </span>
        {RETRYABLE.has(error.code) && (
          <button type="button" onClick={() => retryUpload(upload.id)}>
            {t('retry')}
          </button>
        )}
        <button type="button" onClick={() => dismissUpload(upload.id)}>
          {t('common:dismiss')}
        </button>
      </li>
    );
  }
  return (
    <li className="upload">
      <ProgressBar label={t('uploading', { name: upload.name })} value={upload.sent} max={upload.total} />
      <button type="button" onClick={() => cancelUpload(upload.id)}>
        {t('common:cancel')}
      </button>
    </li>
  );
}

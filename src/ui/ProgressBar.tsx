/** A labelled progress bar: `value` of `max`, or indeterminate while `max` is 0. */
import { useTranslation } from '../i18n/use-translation';
import { formatPercent } from '../i18n/format';

export function ProgressBar({ label, value, max }: { label: string; value: number; max: number }) {
  const { t } = useTranslation();
  return (
    <div className="progress">
      <div className="progress-label">
        {max > 0 ? t('progressPercent', { label, percent: formatPercent(value / max) }) : label}
      </div>
      <progress aria-label={label} value={max > 0 ? value : undefined} max={max > 0 ? max : undefined} />
    </div>
  );
}

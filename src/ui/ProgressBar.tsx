/** A labelled progress bar: `value` of `max`, or indeterminate while `max` is 0. */

export function ProgressBar({ label, value, max }: { label: string; value: number; max: number }) {
  const percent = max > 0 ? Math.round((value / max) * 100) : null;
  return (
    <div className="progress">
      <div className="progress-label">
        {label}
        {percent !== null && ` — ${percent}%`}
      </div>
      <progress aria-label={label} value={max > 0 ? value : undefined} max={max > 0 ? max : undefined} />
    </div>
  );
}

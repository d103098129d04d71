/** The board header's "Swimlanes" choice: none, by label, by member or by a dropdown custom field. */
import { useTranslation } from '../../../i18n/use-translation';
import type { CustomFields } from '../../../domain/custom-fields/schema';
import { orderedFields } from '../../../domain/custom-fields/values';
import type { LaneGrouping } from './lane-settings';

const FIXED = ['none', 'label', 'member'] as const;

export function LanePicker({
  value,
  fields,
  onChange,
}: {
  value: LaneGrouping;
  /** The board's custom fields: each dropdown is a choice too. */
  fields: CustomFields;
  onChange: (by: LaneGrouping) => void;
}) {
  const { t } = useTranslation('board');
  const dropdowns = orderedFields(fields).filter((field) => field.type === 'dropdown');
  return (
    <label className="lane-picker">
      {t('lanes.label')}{' '}
      <select value={value} onChange={(e) => onChange(e.target.value as LaneGrouping)}>
        {FIXED.map((by) => (
          <option key={by} value={by}>
            {t(`lanes.by.${by}`)}
          </option>
        ))}
        {dropdowns.map((field) => (
          <option key={field.id} value={`field:${field.id}`}>
            {field.name}
          </option>
        ))}
      </select>
    </label>
  );
}

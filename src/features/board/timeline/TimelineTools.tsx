/** The timeline's tool row: group the rows by list, label, member or a dropdown field; zoom day / week / month / quarter; Today. */
import { useTranslation } from '../../../i18n/use-translation';
import type { CustomFields } from '../../../domain/custom-fields/schema';
import { orderedFields } from '../../../domain/custom-fields/values';
import { GROUPINGS, type Grouping } from '../../../domain/grouping';
import { ZOOMS, type Zoom } from './timeline-layout';

export interface TimelineToolsProps {
  zoom: Zoom;
  grouping: Grouping;
  /** The board's custom fields: each dropdown is a grouping too. */
  fields: CustomFields;
  onZoom: (zoom: Zoom) => void;
  onGrouping: (grouping: Grouping) => void;
  onToday: () => void;
}

export function TimelineTools({ zoom, grouping, fields, onZoom, onGrouping, onToday }: TimelineToolsProps) {
  const { t } = useTranslation('fields');
  const dropdowns = orderedFields(fields).filter((field) => field.type === 'dropdown');
  return (
    <div className="timeline-tools">
      <label>
        {t('timeline.groupBy')}{' '}
        <select value={grouping} onChange={(e) => onGrouping(e.target.value as Grouping)}>
          {GROUPINGS.map((g) => (
            <option key={g} value={g}>
              {t(`timeline.grouping.${g as 'list' | 'label' | 'member'}`)}
            </option>
          ))}
          {dropdowns.map((field) => (
            <option key={field.id} value={`field:${field.id}`}>
              {field.name}
            </option>
          ))}
        </select>
      </label>
      <div role="group" aria-label={t('timeline.zoom')} className="timeline-zoom">
        {ZOOMS.map((z) => (
          <button key={z} type="button" aria-pressed={z === zoom} onClick={() => onZoom(z)}>
            {t(`timeline.zooms.${z}`)}
          </button>
        ))}
      </div>
      <button type="button" onClick={onToday}>
        {t('timeline.today')}
      </button>
    </div>
  );
}

/**
 * The card dialog's custom fields: each field of the board with its value, edited in place (writers), and for
 * owners and admins the board's fields editor. A change writes the card's whole value map once, built on the card
 * as last stored on this device (so two quick edits do not overwrite each other).
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { Board, Card } from '../../domain/model';
import type { FieldValue } from '../../domain/custom-fields/schema';
import { fieldsOf, orderedFields, valuesOf, withValue } from '../../domain/custom-fields/values';
import { FieldInput } from '../../ui/fields/FieldInput';
import { FieldsEditor } from './FieldsEditor';
import './custom-fields.css';

export interface CardCustomFieldsProps {
  board: Board;
  card: Card;
  canEdit: boolean;
  /** Whether the fields editor is offered (`board.update`: owners and admins). */
  canEditFields: boolean;
  /** Writes the card's new value map, computed from the latest stored card. */
  onChange: (apply: (card: Card) => Card['fields']) => void;
}

export function CardCustomFields({ board, card, canEdit, canEditFields, onChange }: CardCustomFieldsProps) {
  const { t } = useTranslation('fields');
  const [editing, setEditing] = useState(false);
  const fields = orderedFields(fieldsOf(board));
  if (fields.length === 0 && !canEditFields) return null;
  const values = valuesOf(card);
  const save = (fieldId: string, value: FieldValue | null) =>
    onChange((latest) => withValue(valuesOf(latest), fieldsOf(board), fieldId, value));
  return (
    <section className="card-section card-fields" aria-label={t('heading')}>
      <h3>{t('heading')}</h3>
      {fields.length > 0 && (
        <div className="field-grid">
          {fields.map((field) => (
            <label key={field.id} className="field-row">
              <span className="field-name">{field.name}</span>
              <FieldInput
                field={field}
                value={values[field.id]}
                label={field.name}
                noneLabel={t('none')}
                disabled={!canEdit}
                onSave={(value) => save(field.id, value)}
              />
            </label>
          ))}
        </div>
      )}
      {canEditFields && (
        <button type="button" aria-expanded={editing} onClick={() => setEditing((was) => !was)}>
          {editing ? t('doneEditing') : fields.length > 0 ? t('edit') : t('add')}
        </button>
      )}
      {editing && canEditFields && <FieldsEditor board={board} />}
    </section>
  );
}

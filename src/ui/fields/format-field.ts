/** A custom field's value as text for a person, in the language in use (numbers and dates by Intl). */
import type { CustomField } from '../../domain/custom-fields/schema';
import { optionName, type TypedValue } from '../../domain/custom-fields/values';
import { formatDate, formatNumber } from '../../i18n/format';

/** `typed` of `field` as shown: the text, "4,500", "Nov 24, 2026", "✓", or the option's name. */
export function formatFieldValue(field: CustomField, typed: TypedValue): string {
  switch (typed.type) {
    case 'text':
      return typed.value;
    case 'number':
      return formatNumber(typed.value, { maximumFractionDigits: 10 });
    case 'date':
      return formatDate(typed.value, 'day');
    case 'checkbox':
      return '✓';
    case 'dropdown':
      return optionName(field, typed.value);
  }
}

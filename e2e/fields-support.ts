// Shared by the custom-field, table and calendar browser tests: the small Trello export with custom fields.
import { fileURLToPath } from 'node:url';

/** The small export with custom fields the unit tests use (src/domain/import). */
export const FIELDS_EXPORT = fileURLToPath(
  new URL('../src/domain/import/trello-custom-fields.sample.json', import.meta.url),
);

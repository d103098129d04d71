// Typed keys: `t('board:addCard')` fails the type check when the English catalogue has no such key.
import 'i18next';
import type { enAll } from './en-all';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof enAll;
  }
}

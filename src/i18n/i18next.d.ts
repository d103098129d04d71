// Typed keys: `t('board:addCard')` fails the type check when the English catalogue has no such key.
import 'i18next';
import type { en } from './resources';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}

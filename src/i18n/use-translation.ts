/**
 * react-i18next's `useTranslation` (same arguments, same types), given one options object for every call. The
 * library memoises on the options object it gets, and its default is a new `{}` at each call: every render of every
 * translated component made a new snapshot function, which Preact's `useSyncExternalStore` then ran again after the
 * commit, each time asking i18next whether the namespaces are loaded. A card move re-renders a dozen such
 * components. With one object, a re-render asks once.
 */
import { useTranslation as useI18nextTranslation } from 'react-i18next';

const OPTIONS = {};

export const useTranslation = ((ns, options) =>
  useI18nextTranslation(ns, options ?? OPTIONS)) as typeof useI18nextTranslation;

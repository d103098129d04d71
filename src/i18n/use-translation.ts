/**
 * react-i18next's `useTranslation` (same arguments, same types), given one options object for every call. The
 * library memoises on the options object it gets, and its default is a new `{}` at each call: every render of every
 * translated component made a new snapshot function, which Preact's `useSyncExternalStore` then ran again after the
 * commit, each time asking i18next whether the namespaces are loaded. A card move re-renders a dozen such
 * components. With one object, a re-render asks once.
 *
 * Its `t` also remembers what a plain key (one argument, no options) gave, until the language changes or messages
 * are added: a board re-rendered after a drop or a snapshot asked i18next again for its menu, buttons and labels,
 * ~2.5 ms of lookups per re-render of the 5,000-card board (a CPU profile of `card-move`'s drags).
 */
import i18next from 'i18next';
import { useTranslation as useI18nextTranslation } from 'react-i18next';

const OPTIONS = {};

/** Bumped whenever a plain key may give something else: another language, messages added or removed. */
let generation = 0;
let listening = false;
const bump = () => {
  generation += 1;
};

/** Starts counting the changes that void remembered messages (once; i18next's store exists after its init). */
function listen(): void {
  if (listening || !i18next.store) return;
  listening = true;
  i18next.on('languageChanged', bump);
  i18next.on('loaded', bump);
  i18next.store.on('added', bump);
  i18next.store.on('removed', bump);
}

type Translate = ((...args: unknown[]) => unknown) & { lng?: unknown; ns?: unknown; keyPrefix?: unknown };

/** What plain keys gave, by language, namespace, key prefix and key, in this `generation`. */
let plain = new Map<string, unknown>();
let plainOf = generation;

/** The remembering `t` of each of react-i18next's `t`s (one per component), so a component keeps the same one. */
const remembering = new WeakMap<Translate, Translate>();

/**
 * `t` that answers a plain key from what a `t` of the same language, namespace and key prefix gave before, while
 * nothing voided it (`generation`); any other call goes to `t` itself.
 */
export function rememberPlainKeys<T extends Translate>(t: T): T {
  listen();
  const known = remembering.get(t);
  if (known) return known as T;
  const scope = `${String(t.lng)}\u0000${String(t.ns)}\u0000${String(t.keyPrefix)}\u0000`;
  const wrapped = function (this: unknown, ...args: unknown[]): unknown {
    const [key] = args;
    if (args.length !== 1 || typeof key !== 'string' || !listening) return t.apply(this, args);
    if (plainOf !== generation) {
      plainOf = generation;
      plain = new Map();
    }
    const id = scope + key;
    if (plain.has(id)) return plain.get(id);
    const text = t(key);
    plain.set(id, text);
    return text;
  };
  // react-i18next's t carries its language, namespace and key prefix as properties: keep them.
  Object.assign(wrapped, t);
  remembering.set(t, wrapped);
  return wrapped as T;
}

export const useTranslation = ((ns, options) => {
  const result = useI18nextTranslation(ns, options ?? OPTIONS);
  const t = rememberPlainKeys(result.t as unknown as Translate) as unknown as typeof result.t;
  const answer = [t, result.i18n, result.ready] as unknown as typeof result;
  return Object.assign(answer, { t, i18n: result.i18n, ready: result.ready });
}) as typeof useI18nextTranslation;

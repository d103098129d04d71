/**
 * A ref callback that puts the caret in the element it is given as it mounts. `autoFocus` is not enough: the
 * production build's renderer only sets the `autofocus` attribute, which a browser honours once per page.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}

// How long a card move takes to show, measured in the page (card-move.ts, firebase-card-move.ts): a move by drag
// and drop, by the keyboard shortcut or by the Move… dialog, from the drop to the card shown in its new place.
import type { Page } from '@playwright/test';
import { dragCardOnto, topCards } from './app';

/** [drop → DOM, drop → frame, the drop on the wall clock (performance.timeOrigin + now)], ms. */
export type Timing = [number, number, number];

/**
 * In-page instrumentation: resolves with [drop → DOM, drop → frame, the drop's wall-clock time] (ms) once card
 * `cardId` tops list `listId`.
 */
const WATCH_PLACE = `((cardId, listId, dropEvent) => new Promise((resolve) => {
  let t0 = null;
  const placed = () => document.querySelector('[data-list-id="' + listId + '"] .list-cards > li')?.dataset.cardId === cardId;
  const observer = new MutationObserver(() => {
    if (t0 === null || !placed()) return;
    observer.disconnect();
    const dom = performance.now() - t0;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve([dom, performance.now() - t0, performance.timeOrigin + t0]);
      channel.port2.postMessage(0);
    });
  });
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-card-id'] });
  // On window, in the capture phase, registered before the drag starts: the first listener of the drop, ahead of
  // pragmatic-drag-and-drop's own (which moves the card at once, before a later listener would see the drop).
  if (dropEvent) window.addEventListener(dropEvent, () => { t0 = performance.now(); }, { capture: true, once: true });
  else window.__lanesDropNow = () => { t0 = performance.now(); };
}))`;

/**
 * Starts watching for card `cardId` at the top of list `listId` (see WATCH_PLACE) and returns the awaitable result.
 * The watcher is in place when this resolves: a key pressed next cannot reach the page before it.
 */
export async function watchPlace(page: Page, cardId: string, listId: string, dropEvent: string | null) {
  const args = [cardId, listId, dropEvent].map((a) => JSON.stringify(a)).join(', ');
  await page.evaluate(`void (window.__lanesPlaced = ${WATCH_PLACE}(${args}))`);
  return async () => (await page.evaluate('window.__lanesPlaced')) as Timing;
}

/** Opens the Move dialog of card `cardId`, picks list `listId`, position 1 (top); returns the Move button. */
const PREPARE_DIALOG = `(async (cardId, listId) => {
  const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
  document.querySelector('[data-card-id="' + cardId + '"] .card-move').click();
  let form = null;
  for (let i = 0; i < 100 && !form; i++) { await frame(); form = document.querySelector('form.move-card'); }
  const [listSelect] = form.querySelectorAll('select');
  const set = (select, value) => {
    Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value').set.call(select, value);
    select.dispatchEvent(new Event('change', { bubbles: true }));
  };
  set(listSelect, listId);
  await frame();
  set(form.querySelectorAll('select')[1], '0');
  await frame();
})`;

/** One keyboard-dialog move of the first card of list A to the top of list B; returns [dom, frame] ms. */
export async function dialogMove(page: Page, from: 0 | 1): Promise<Timing> {
  const { lists, cards } = await topCards(page);
  const [cardId, listId] = [cards[from], lists[1 - from] as string];
  await page.evaluate(`${PREPARE_DIALOG}(${JSON.stringify(cardId)}, ${JSON.stringify(listId)})`);
  const result = await watchPlace(page, cardId, listId, null);
  await page.evaluate(() => {
    (window as unknown as { __lanesDropNow: () => void }).__lanesDropNow();
    document.querySelector<HTMLButtonElement>('form.move-card button[type=submit]')?.click();
  });
  return result();
}

/**
 * One keyboard move by shortcut: the first card of list A focused, then `>` (from the first list) or `<` (from the
 * second) puts it at the top of the other list; the key's `keydown` is the drop. Returns [dom, frame] ms.
 */
export async function keyMove(page: Page, from: 0 | 1): Promise<Timing> {
  const { lists, cards } = await topCards(page);
  const [cardId, listId] = [cards[from], lists[1 - from] as string];
  await page.locator(`[data-card-id="${cardId}"] .card-title`).focus();
  const result = await watchPlace(page, cardId, listId, 'keydown');
  await page.keyboard.press(from === 0 ? '>' : '<');
  return result();
}

/** One real drag of the first card of list A onto the top edge of list B's first card; returns [dom, frame] ms. */
export async function dragMove(page: Page, from: 0 | 1): Promise<Timing> {
  const { lists, cards } = await topCards(page);
  const [cardId, listId, targetId] = [cards[from], lists[1 - from] as string, cards[1 - from] as string];
  const result = await watchPlace(page, cardId, listId, 'drop');
  await dragCardOnto(page, cardId, targetId);
  return result();
}

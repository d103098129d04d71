// Steps the table and calendar benchmarks share: generated boards with custom fields or due dates over a year, and
// "interactive" marks for a view (the first frame where a selector's element can be clicked).
import type { Page } from '@playwright/test';
import { generateTrelloExport, type GenerateOptions } from '../scripts/generate-trello-export';
import { BIG_BOARD, type ImportFile } from './app';

/** BIG_BOARD (5,000 cards, 50 lists) with three custom fields (dropdown, number, checkbox) set on every card. */
export function bigBoardWithFields(): ImportFile {
  const raw = generateTrelloExport(BIG_BOARD) as unknown as {
    customFields: unknown[];
    cards: { id: string; customFieldItems: unknown[] }[];
  };
  const options = ['High', 'Medium', 'Low'].map((text, i) => ({
    id: `o${i}`,
    value: { text },
    color: 'green',
    pos: i,
  }));
  raw.customFields = [
    { id: 'fPrio', name: 'Priority', type: 'list', pos: 1, display: { cardFront: true }, options },
    { id: 'fEst', name: 'Estimate', type: 'number', pos: 2 },
    { id: 'fOk', name: 'Approved', type: 'checkbox', pos: 3 },
  ];
  raw.cards.forEach((card, i) => {
    card.customFieldItems = [
      { idCustomField: 'fPrio', idValue: `o${i % 3}` },
      { idCustomField: 'fEst', value: { number: String(i % 13) } },
      ...(i % 2 ? [{ idCustomField: 'fOk', value: { checked: 'true' } }] : []),
    ];
  });
  return { name: 'fields-5000.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(raw)) };
}

/** BIG_BOARD with every card due on a day spread evenly over the year around now (a bar for every 20th card). */
export function bigBoardDueOverYear(now = Date.now()): ImportFile {
  const raw = generateTrelloExport(BIG_BOARD) as unknown as {
    cards: { due: string | null; start: string | null; dueComplete: boolean }[];
  };
  const yearMs = 365 * 86_400_000;
  raw.cards.forEach((card, i) => {
    const due = now - yearMs / 2 + (yearMs * i) / raw.cards.length;
    card.due = new Date(due).toISOString();
    card.start = i % 20 === 0 ? new Date(due - 3 * 86_400_000).toISOString() : null;
  });
  return { name: 'due-5000.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(raw)) };
}

/**
 * `board` (default BIG_BOARD) with every card spanning 1–10 days, its due days spread evenly over the year around now,
 * every 15th card done: the timeline's bars.
 */
export function boardSpannedOverYear(board: GenerateOptions = BIG_BOARD, now = Date.now()): ImportFile {
  const raw = generateTrelloExport(board) as unknown as {
    cards: { due: string | null; start: string | null; dueComplete: boolean }[];
  };
  const yearMs = 365 * 86_400_000;
  raw.cards.forEach((card, i) => {
    const due = now - yearMs / 2 + (yearMs * i) / raw.cards.length;
    card.due = new Date(due).toISOString();
    card.start = new Date(due - (i % 10) * 86_400_000).toISOString();
    card.dueComplete = i % 15 === 0;
  });
  return { name: 'spans.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(raw)) };
}

/**
 * Records in `window.__lanesViewReady` (ms since navigation start) the first frame on `pathPart` where the element
 * `selector` finds can be clicked (the element at its centre is it or inside it). Installed before the page runs.
 * With `any`, the first frame where any of the first 100 elements it finds can be clicked (a timeline's first bar
 * may be scrolled out of view sideways).
 */
export async function watchClickable(
  page: Page,
  pathPart: string,
  selector: string,
  any = false,
): Promise<void> {
  await page.addInitScript({
    content: `(() => {
      const clickable = (el) => {
        const box = el.getBoundingClientRect();
        if (box.width <= 0) return false;
        const hit = document.elementFromPoint(box.x + Math.min(10, box.width / 2), box.y + box.height / 2);
        return Boolean(hit && (el.contains(hit) || hit.contains(el)));
      };
      const check = () => {
        if (location.pathname.includes(${JSON.stringify(pathPart)})) {
          const found = ${any}
            ? [...document.querySelectorAll(${JSON.stringify(selector)})].slice(0, 100)
            : [document.querySelector(${JSON.stringify(selector)})].filter(Boolean);
          if (found.some(clickable)) {
            window.__lanesViewReady = performance.now();
            return;
          }
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    })();`,
  });
}

/** Waits for `watchClickable`'s mark; returns it (ms since navigation start). */
export async function viewReadyAt(page: Page, timeoutMs = 60_000): Promise<number> {
  const handle = await page.waitForFunction(
    () => (window as unknown as { __lanesViewReady?: number }).__lanesViewReady,
    undefined,
    { timeout: timeoutMs, polling: 50 },
  );
  return Number(await handle.jsonValue());
}

/**
 * Scrolls the element `selector` finds by `stepPx` each frame for `frames` frames (down, or sideways with `axis`
 * 'left') and returns every frame's duration (ms, from requestAnimationFrame timestamps). With `stepPx` 0 it only
 * measures idle frames (a baseline).
 */
export async function scrollFrames(
  page: Page,
  selector: string,
  stepPx: number,
  frames: number,
  axis: 'top' | 'left' = 'top',
): Promise<number[]> {
  return page.evaluate(
    `new Promise((resolve) => {
      const el = document.querySelector(${JSON.stringify(selector)});
      const times = [];
      let last = 0;
      let n = 0;
      const tick = (t) => {
        if (last) times.push(t - last);
        last = t;
        if (n++ >= ${frames}) return resolve(times);
        el.${axis === 'top' ? 'scrollTop' : 'scrollLeft'} += ${stepPx};
        requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })`,
  ) as Promise<number[]>;
}

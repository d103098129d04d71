// What the fault tests share (issue 28 item 7): a board to type cards into, the server's copy of its cards, and the
// figures each test file writes for README's reliability section.
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { addList, allSaved, column, createBoard, signUpAs } from './support';
import { adminList } from './firestore-admin';

/** Writes `figures` to `.tmp/e2e-emulator/<name>.json` (README's reliability section quotes them). */
export function recordFigures(name: string, figures: Record<string, number>): void {
  mkdirSync('.tmp/e2e-emulator', { recursive: true });
  writeFileSync(`.tmp/e2e-emulator/${name}.json`, `${JSON.stringify(figures, null, 2)}\n`);
}

/** The board's cards on the server, titles in rank order (the order every device shows). */
export async function serverTitles(boardId: string): Promise<string[]> {
  const cards = await adminList(`boards/${boardId}/cards`);
  return cards
    .map((card) => card.strings)
    .sort((a, b) => ((a.rank ?? '') < (b.rank ?? '') ? -1 : 1))
    .map((card) => card.title ?? '');
}

/** Signs `name` up, makes a board with a list "Log" and opens its card composer; returns the board's id. */
export async function openBoard(page: Page, name: string): Promise<string> {
  await signUpAs(page, name);
  await createBoard(page, `${name}'s board`);
  await addList(page, 'Log');
  await allSaved(page);
  await column(page, 'Log').getByRole('button', { name: '+ Add a card' }).click();
  await column(page, 'Log').getByRole('textbox', { name: 'Card title', exact: true }).click();
  return new URL(page.url()).pathname.split('/')[2] ?? '';
}

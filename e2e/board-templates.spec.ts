// Issue 27 item 4: a new board from a built-in template, in German, chosen and named with the keyboard; it opens
// with the template's lists, labels, field and example cards. A board of one's own marked as a template comes first.
import { writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { gardenExport, importFile, listTitles, signUp, uniqueEmail } from './support';

test('a board from the Sprint template, in German', async ({ page }) => {
  await signUp(page, { email: uniqueEmail('gallery') });
  await page.goto('/settings');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/');
  await page.getByRole('button', { name: 'Neues Board aus Vorlage…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Neues Board aus einer Vorlage' });
  const kanban = dialog.getByRole('radio', { name: /^Kanban/ });
  await expect(kanban).toBeFocused();
  await expect(kanban).toBeChecked();
  await expect(dialog.getByRole('radio')).toHaveCount(8);
  // The arrow keys move through the templates; the title follows the choice until one is typed.
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: /^Sprint/ })).toBeChecked();
  const title = dialog.getByLabel('Board-Titel');
  await expect(title).toHaveValue('Sprint');
  await title.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' 42');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('button', { name: /Sprint 42/ })).toBeVisible();
  await expect.poll(() => listTitles(page)).toEqual(['Backlog', 'Sprint', 'In Arbeit', 'Review', 'Erledigt']);
  const backlog = page.getByRole('region', { name: 'Liste Backlog', exact: true });
  await expect(backlog.locator('.card-title')).toHaveText([
    'Als Nutzerin kann ich mein Passwort zurücksetzen',
    'Zwei Diagramm-Bibliotheken vergleichen',
  ]);
  const story = page.locator('.card-tile', { hasText: 'Als Nutzerin' });
  await expect(story.getByText('Story', { exact: true })).toBeVisible();
  await expect(story.getByText('3 Punkte')).toBeVisible();
  await page.getByRole('link', { name: 'Sprintplanung', exact: true }).click();
  const card = page.getByRole('dialog', { name: /Sprintplanung/ });
  await expect(card.locator('.check-item')).toHaveText([
    /Sprintziel/,
    /Stories auswählen/,
    /In Aufgaben aufteilen/,
  ]);
});

test('a board of your own made a template comes first in the gallery, and a new board from it has its cards but not its comments', async ({
  page,
}, info) => {
  const file = info.outputPath('garden.json');
  writeFileSync(file, JSON.stringify(gardenExport()));
  await signUp(page, { email: uniqueEmail('own-template') });
  await importFile(page, file);
  await page.getByRole('button', { name: 'Board menu' }).click();
  await page.getByRole('menuitem', { name: 'Make template' }).click();
  await expect(page.getByText('“Garden” is now a template')).toBeVisible();
  await expect(page.locator('.template-badge')).toHaveText('Template');

  await page.goto('/');
  const tile = page.locator('.board-tile', { hasText: 'Garden' });
  await expect(tile.locator('.template-badge')).toHaveText('Template');
  await page.getByRole('button', { name: 'New board from template…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New board from a template' });
  const own = dialog.getByRole('radio', { name: /^Garden/ });
  await expect(own).toBeFocused();
  await expect(own).toBeChecked();
  await expect(dialog.getByRole('radio')).toHaveCount(9);
  const title = dialog.getByLabel('Board title');
  await expect(title).toHaveValue('Garden');
  await title.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' 2027');
  await page.keyboard.press('Enter');

  await expect(page.getByRole('button', { name: /Board title: Garden 2027/ })).toBeVisible();
  await expect(page.locator('.template-badge')).toHaveCount(0);
  await page.getByRole('link', { name: 'Order seeds', exact: true }).click();
  const card = page.getByRole('dialog', { name: /Order seeds/ });
  await expect(card.getByText('Outside')).toBeVisible();
  await expect(card.locator('.check-item', { hasText: 'Tomatoes' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Seed catalogue' })).toBeVisible();
  await expect(card.getByText('Buy the early ones')).toHaveCount(0);
});

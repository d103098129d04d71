// Issue J item 10: a tile's badges (due date, description, checklist, comments) are SVG icons, not emoji, which
// show as empty boxes where no emoji font is installed (as in this test's Chromium).
import { expect, test } from '@playwright/test';
import { importGenerated, signUp, uniqueEmail } from './support';

// Emoji and the pictographic symbols the badges used (⏰ ☑ 💬 ✎ …).
const EMOJI = /[\u{1F000}-\u{1FAFF}\u{2300}-\u{23FF}\u{2600}-\u{27BF}]/u;

test('tile badges are SVG icons, never emoji', async ({ page }, info) => {
  await signUp(page, { email: uniqueEmail() });
  // 30 cards over 3 lists: descriptions, due dates, checklists and comments on some of them.
  await importGenerated(page, { cards: 30, lists: 3, seed: 3 }, info.outputDir);
  const badges = page.locator('.card-tile .card-badges .badge');
  await expect(badges.first()).toBeVisible();
  const texts = await badges.allInnerTexts();
  expect(texts.filter((text) => EMOJI.test(text))).toEqual([]);
  // Every badge draws its icon as SVG; the templates badge is a word.
  const withoutIcon = await badges.evaluateAll(
    (all) => all.filter((b) => !b.querySelector('svg') && !b.classList.contains('template')).length,
  );
  expect(withoutIcon).toBe(0);
  expect(await badges.count()).toBeGreaterThan(10);
});

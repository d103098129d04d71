// Work per card move, counted rather than timed (counts do not move with the machine's load): V8's precise
// coverage call counts of chosen functions over 6 real drag-and-drop moves on the 5,000-card board, per move —
// `useTranslation` (react-i18next's and ours: one per render of a translated component), i18next's `translate`
// (one per message looked up) and `hasLoadedNamespace`. Needs a build whose function names survive:
// npx vite build --outDir .tmp/dist-names --minify false && LANES_DIST=.tmp/dist-names npx tsx bench/move-calls.ts
import { generatedFile, importThroughUi, signUp } from './app';
import { launch, startPreview } from './browser';
const preview = await startPreview();
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  await signUp(page, preview.url);
  const b = await importThroughUi(page, preview.url, generatedFile({ cards: 5_000, lists: 50, seed: 1 }));
  await page.goto(`${preview.url}${b.boardPath}`);
  await page.locator('.card-tile').first().waitFor();
  await page.waitForTimeout(1500);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.startPreciseCoverage', { callCount: true, detailed: true });
  await cdp.send('Profiler.takePreciseCoverage');
  const MOVES = 6;
  for (let i = 0; i < MOVES; i++) {
    const from = i % 2;
    const ids = (await page.evaluate(
      `(() => { const s = [...document.querySelectorAll('[data-list-id]')].slice(0, 2); return { card: s[${from}].querySelector('.list-cards > li').dataset.cardId, target: s[${1 - from}].querySelector('.list-cards > li').dataset.cardId }; })()`,
    )) as { card: string; target: string };
    const a = (await page.locator(`[data-card-id="${ids.card}"]`).boundingBox())!;
    const t = (await page.locator(`[data-card-id="${ids.target}"]`).boundingBox())!;
    await page.mouse.move(a.x + 40, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(a.x + 60, a.y + a.height / 2 + 10, { steps: 3 });
    await page.mouse.move(t.x + 40, t.y + 3, { steps: 5 });
    await page.waitForTimeout(200);
    await page.mouse.up();
    await page.waitForTimeout(400);
  }
  const { result } = await cdp.send('Profiler.takePreciseCoverage');
  const counts: Record<string, number> = {};
  for (const script of result)
    for (const fn of script.functions) {
      if (['hasLoadedNamespace', 'getSnapshot', 'translate', 'useTranslation'].includes(fn.functionName))
        counts[fn.functionName] = (counts[fn.functionName] ?? 0) + (fn.ranges[0]?.count ?? 0);
    }
  const per = (name: string) => ((counts[name] ?? 0) / MOVES).toFixed(1);
  console.log(
    `calls per drag move (${MOVES} moves, 5,000-card board): useTranslation ${per('useTranslation')} ` +
      `(ours and react-i18next's count one each per render), translate ${per('translate')}, ` +
      `hasLoadedNamespace ${per('hasLoadedNamespace')}`,
  );
} finally {
  await browser.close();
  preview.stop();
}
